import styled from '@emotion/styled';
import { ChevronDown } from '../../common/icons';
import { footerGroups } from '../../navigation/menu';
import { MenuSummary, NavLink } from '../../navigation/NavLink';

const Nav = styled('nav')({
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& ul ul': { padding: '4px 0 8px' },
});

/**
 * Spec §2: footer groups expand and collapse on click, one open at a time: native disclosures
 * sharing a `name`, so they work from the first paint, without a script.
 */
export function FooterGroups() {
  return (
    <Nav aria-label="Footer">
      <ul>
        {footerGroups.map((group, index) => (
          <li key={group.label}>
            <details name="footer-groups" open={index === 0}>
              <MenuSummary variant="item">
                {group.label}
                <ChevronDown className="chevron-down" size={18} />
              </MenuSummary>
              <ul>
                {group.children?.map((link) => (
                  <li key={link.label}>
                    <NavLink to={link.link ?? '/'} variant="item">
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
