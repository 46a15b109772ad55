import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { SocialIcon } from '../../common/icons';
import { site } from '../../navigation/menu';

const listSx: SxProps<Theme> = {
  display: 'flex',
  gap: '8px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    borderRadius: '12px',
    border: 1,
    borderColor: 'divider',
    color: 'text.primary',
    '&:hover': { color: 'primary.main', borderColor: 'primary.main' },
  },
};

export function SocialLinks() {
  return (
    <Box component="ul" aria-label="Social media" sx={listSx}>
      {site.social.map((link) => (
        <li key={link.name}>
          <Link
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} (opens in a new tab)`}
          >
            <SocialIcon name={link.icon} />
          </Link>
        </li>
      ))}
    </Box>
  );
}
