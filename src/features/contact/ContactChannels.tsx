import styled from '@emotion/styled';
import { palette, shrinkableItems } from '../../theme/tokens';
import site from '../../../content/site.json';
import { CopyIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '../../components/common/icons';
import { useToast } from '../../components/layout/ToastProvider';
import { trackConversion, trackEvent } from '../../lib/analytics.ts';
import { contactEmail, externalHref } from './contact-person';
import { REPLAY_ATTRIBUTE } from '../../loading/markers';

const List = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  ...shrinkableItems,
  '& li': { ...shrinkableItems, display: 'flex', alignItems: 'center', gap: 8 },
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 10,
    minHeight: 44,
    color: palette.text.primary,
    fontWeight: 600,
    fontSize: '1.05rem',
    // An address has no space to wrap at.
    overflowWrap: 'anywhere',
    textDecoration: 'none',
    '&:hover': { color: palette.primary.main, textDecoration: 'underline' },
    '& svg': { color: palette.primary.main },
  },
  '& button': {
    display: 'inline-grid',
    placeItems: 'center',
    width: 44,
    height: 44,
    border: 0,
    borderRadius: 10,
    background: 'transparent',
    color: palette.text.secondary,
    cursor: 'pointer',
    '&:hover': { background: palette.action.hover, color: palette.text.primary },
  },
});

const phone = site.contacts.find((c) => c.type === 'phone')?.value ?? '';
const whatsappUrl = externalHref(`https://wa.me/${site.whatsapp.replace(/\D/g, '')}`);
const telUrl = `tel:${phone.replace(/[^+\d]/g, '')}`;

const onEmail = () => {
  trackEvent('get_in_touch_home_inside_email');
  trackConversion('email');
};
const onWhatsApp = () => {
  trackEvent('get_in_touch_home_inside_WhatsApp');
  trackEvent('whatsapp_click');
  trackConversion('whatsapp');
};
const onCall = () => trackEvent('call_click');

/** E-mail (with copy), WhatsApp and, unless `hidePhone`, the phone line. */
export function ContactChannels({ hidePhone }: { hidePhone: boolean }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(contactEmail);
      toast({ message: 'Copied to clipboard', autoHideDuration: 2000 });
    } catch {
      toast({ message: `Could not copy. Our address is ${contactEmail}`, variant: 'error' });
    }
  };
  return (
    <List aria-label="Ways to reach us">
      <li>
        <a href={`mailto:${contactEmail}`} onClick={onEmail}>
          <MailIcon size={22} />
          {contactEmail}
        </a>
        <button
          type="button"
          aria-label="Copy email address"
          title="Copy email address"
          {...{ [REPLAY_ATTRIBUTE]: '' }}
          onClick={copy}
        >
          <CopyIcon size={20} />
        </button>
      </li>
      <li>
        <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" onClick={onWhatsApp}>
          <WhatsAppIcon size={22} />
          WhatsApp
        </a>
      </li>
      {!hidePhone && phone && (
        <li>
          <a href={telUrl} onClick={onCall}>
            <PhoneIcon size={22} />
            {phone}
          </a>
        </li>
      )}
    </List>
  );
}
