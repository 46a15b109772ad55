import styled from '@emotion/styled';
import { palette } from '../../../theme/tokens';
import { MailIcon, PhoneIcon } from '../../common/icons';
import { site } from '../../navigation/menu';
import { trackEvent } from '../../../lib/analytics.ts';

const List = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  '& .title': { display: 'block', fontSize: '0.85rem', color: palette.text.secondary },
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 32,
    color: palette.text.primary,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { color: palette.primary.main, textDecoration: 'underline' },
  },
});

const href = (entry: { type: string; value: string }) =>
  entry.type === 'email' ? `mailto:${entry.value}` : `tel:${entry.value.replace(/[^+\d]/g, '')}`;

/** The three footer contact entries (spec §3): inquiries e-mail, phone line, careers e-mail. */
export function FooterContacts() {
  return (
    <List aria-label="Contact details">
      {site.contacts.map((entry) => (
        <li key={entry.value}>
          <span className="title">{entry.title}</span>
          <a
            href={href(entry)}
            onClick={() => trackEvent(entry.type === 'email' ? 'email_click' : 'call_click')}
          >
            {entry.type === 'email' ? <MailIcon size={18} /> : <PhoneIcon size={18} />}
            {entry.value}
          </a>
        </li>
      ))}
    </List>
  );
}
