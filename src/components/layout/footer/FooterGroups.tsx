import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { ChevronDown } from '../../common/icons';
import { footerGroups } from '../../navigation/menu';
import { MenuSummary, NavLink, menuItemsSx } from '../../navigation/NavLink';

const navSx: SxProps<Theme> = {
  ...menuItemsSx,
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& ul ul': { padding: '4px 0 8px' },
  // A summary, and a group's list in the <details>' content box (::details-content), do not
  // inherit the page's border-box sizing: they would grow by their padding (44 → 60 px each). The
  // footer keeps its height, which its estimate (renderWhenNear) assumes: taller, forced-dark /AI
  // failed axe's contrast check (it read the footer's text against the page's white).
  '& summary, & ul ul, & ul ul *': { boxSizing: 'border-box' },
};

/**
 * Spec §2: footer groups expand and collapse on click, one open at a time (Services open at
 * first). Native disclosures sharing a `name`: the browser does all of it, before the app and after.
 */
export function FooterGroups() {
  return (
    <Box component="nav" aria-label="Footer" sx={navSx}>
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
    </Box>
  );
}
