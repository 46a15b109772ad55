import * as React from 'react';
import styled from '@emotion/styled';
import { ChevronDown } from '../../common/icons';
import { footerGroups, menuId } from '../../navigation/menu';
import { MenuButton, NavLink } from '../../navigation/NavLink';
import { REPLAY_ATTRIBUTE } from '../../../loading/markers';

const Nav = styled('nav')({
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& ul ul': { padding: '4px 0 8px' },
});

/**
 * Spec §2: footer groups expand and collapse on click, one open at a time. A tap before the app
 * is kept and replayed (data-replay): native disclosures here failed axe's contrast check in the
 * forced-dark page.
 */
export function FooterGroups() {
  const [open, setOpen] = React.useState<string | null>(footerGroups[0]?.label ?? null);
  return (
    <Nav aria-label="Footer">
      <ul>
        {footerGroups.map((group) => {
          const id = menuId('footer', group.label);
          const expanded = open === group.label;
          return (
            <li key={group.label}>
              <MenuButton
                variant="item"
                type="button"
                aria-expanded={expanded}
                aria-controls={id}
                {...{ [REPLAY_ATTRIBUTE]: '' }}
                onClick={() => setOpen(expanded ? null : group.label)}
              >
                {group.label}
                <ChevronDown className="chevron-down" size={18} />
              </MenuButton>
              <ul id={id} hidden={!expanded}>
                {group.children?.map((link) => (
                  <li key={link.label}>
                    <NavLink to={link.link ?? '/'} variant="item">
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
