import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

const text = (level: 'top' | 'item'): GlobalStyleRule => ({
  minHeight: 44,
  borderRadius: 8,
  color: vars.palette.text.primary,
  fontWeight: level === 'top' ? 600 : 500,
  fontSize: level === 'top' ? '1rem' : '0.95rem',
  lineHeight: 1.5,
});

const highlighted: GlobalStyleRule = {
  background: vars.palette.action.hover,
  color: vars.palette.primary.main,
};

/**
 * The look of menu links and summaries, on the menu that holds them (SiteMenu, FooterGroups):
 * written once per menu rather than once per item, for some sixty links on every page. Rules
 * under the menu's class, as specific as MUI's one class per Link and Typography and then some.
 */
export const menuItems = style({});

const under = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(
    selector
      .split(',')
      .map((part) => `${menuItems} ${part.trim()}`)
      .join(', '),
    rule,
  );

// Each level's text first: the hover and open rules below, as specific, come later and win.
under('a.menu-top', { ...text('top'), padding: '0 14px' });
under('a.menu-item', { ...text('item'), padding: '8px 14px' });
under('summary.menu-top', { ...text('top'), padding: '0 10px 0 14px' });
under('summary.menu-item', { ...text('item'), padding: '8px 10px 8px 14px' });
under('a.menu-top, a.menu-item', { display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' });
under('a.menu-top:hover, a.menu-item:hover', highlighted);
under('a.menu-top[aria-current="page"], a.menu-item[aria-current="page"]', {
  color: vars.palette.primary.main,
});
under('summary', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 4,
  cursor: 'pointer',
  listStyle: 'none',
  userSelect: 'none',
});
under('summary::-webkit-details-marker', { display: 'none' });
under('summary:hover', highlighted);
under('summary > svg', { transition: 'transform 150ms', flexShrink: 0 });
// A summary is highlighted while its own group is open, and its chevron turns.
under('details[open] > summary', highlighted);
under('details[open] > summary > svg.chevron-down', { transform: 'rotate(180deg)' });
