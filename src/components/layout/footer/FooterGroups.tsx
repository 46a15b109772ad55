import { ChevronDown } from '../../../ui/icons';
import { footerGroups } from '../../navigation/menu';
import { MenuSummary, NavLink, menuItems } from '../../navigation/NavLink';
import * as css from './FooterGroups.css';

/**
 * Spec §2: footer groups expand and collapse on click, one open at a time (Services open at
 * first). Native disclosures sharing a `name`: the browser does all of it, before the app and after.
 * On wide screens the groups show side by side, all of them (FooterGroups.css.ts).
 */
export function FooterGroups() {
  return (
    <nav aria-label="Footer" className={`${menuItems} ${css.nav}`}>
      <ul>
        {footerGroups.map((group, index) => (
          <li key={group.label}>
            <details name="footer-groups" open={index === 0}>
              <MenuSummary level="item">
                {group.label}
                <ChevronDown className="chevron-down" size={18} />
              </MenuSummary>
              <ul>
                {group.children?.map((link) => (
                  <li key={link.label}>
                    <NavLink href={link.link ?? '/'} level="item">
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
