import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MailIcon, PhoneIcon } from '../../../ui/icons';
import { site } from '../../navigation/menu';
import * as css from './FooterContacts.css';

const href = (entry: { type: string; value: string }) =>
  entry.type === 'email' ? `mailto:${entry.value}` : `tel:${entry.value.replace(/[^+\d]/g, '')}`;

/** The three footer contact entries (spec §3): inquiries e-mail, phone line, careers e-mail; Footer tracks their clicks. */
export function FooterContacts() {
  return (
    <ul aria-label="Contact details" className={css.list}>
      {site.contacts.map((entry) => (
        <li key={entry.value}>
          <Typography component="span" variant="inherit" className={css.title}>
            {entry.title}
          </Typography>
          <Link href={href(entry)} underline="hover">
            {entry.type === 'email' ? <MailIcon size={18} /> : <PhoneIcon size={18} />}
            {entry.value}
          </Link>
        </li>
      ))}
    </ul>
  );
}
