import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { MailIcon, PhoneIcon } from '../../common/icons';
import { shrinkableItems } from '../../../theme/tokens';
import { site } from '../../navigation/menu';
import { trackEvent } from '../../../lib/analytics.ts';

const listSx: SxProps<Theme> = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '16px',
  ...shrinkableItems,
  '& .title': { display: 'block', fontSize: '0.85rem' },
  // On the list, once, rather than on each link.
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    minHeight: 32,
    color: 'text.primary',
    fontWeight: 600,
    // An address has no space to wrap at.
    overflowWrap: 'anywhere',
    '&:hover': { color: 'primary.main' },
  },
};

const href = (entry: { type: string; value: string }) =>
  entry.type === 'email' ? `mailto:${entry.value}` : `tel:${entry.value.replace(/[^+\d]/g, '')}`;

/** The three footer contact entries (spec §3): inquiries e-mail, phone line, careers e-mail. */
export function FooterContacts() {
  return (
    <Box component="ul" aria-label="Contact details" sx={listSx}>
      {site.contacts.map((entry) => (
        <li key={entry.value}>
          <Typography component="span" variant="inherit" color="text.secondary" className="title">
            {entry.title}
          </Typography>
          <Link
            href={href(entry)}
            underline="hover"
            onClick={() => trackEvent(entry.type === 'email' ? 'email_click' : 'call_click')}
          >
            {entry.type === 'email' ? <MailIcon size={18} /> : <PhoneIcon size={18} />}
            {entry.value}
          </Link>
        </li>
      ))}
    </Box>
  );
}
