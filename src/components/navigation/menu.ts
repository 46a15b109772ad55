import navigation from '../../../content/navigation.json';
import site from '../../../content/site.json';

/** A menu entry: a link, or a group with children (spec §3 "Menu item"). */
export interface MenuItem {
  label: string;
  link?: string;
  children?: MenuItem[];
}

export const topMenu: MenuItem[] = navigation.top;
export const footerGroups: MenuItem[] = navigation.footer;
export { site };
