import site from '../../../content/site.json';
import { CopyIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '../../ui/icons';
import { TOAST_COPY_MS, useToast } from '../../ui/ToastProvider';
import { trackConversion, trackEvent } from '../../lib/analytics.ts';
import { contactEmail, externalHref } from './contact-person';
import { KEEP_ATTRIBUTE } from '../../loading';
import * as css from './ContactChannels.css';

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
      toast({ message: 'Copied to clipboard', autoHideDuration: TOAST_COPY_MS });
    } catch {
      toast({ message: `Could not copy. Our address is ${contactEmail}`, variant: 'error' });
    }
  };
  return (
    <ul aria-label="Ways to reach us" className={css.list}>
      <li className={css.channel}>
        <a className={css.link} href={`mailto:${contactEmail}`} onClick={onEmail}>
          <MailIcon size={22} />
          {contactEmail}
        </a>
        <button
          type="button"
          className={css.copy}
          aria-label="Copy email address"
          title="Copy email address"
          {...{ [KEEP_ATTRIBUTE]: '' }}
          onClick={copy}
        >
          <CopyIcon size={20} />
        </button>
      </li>
      <li className={css.channel}>
        <a
          className={css.link}
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onWhatsApp}
        >
          <WhatsAppIcon size={22} />
          WhatsApp
        </a>
      </li>
      {!hidePhone && phone && (
        <li className={css.channel}>
          <a className={css.link} href={telUrl} onClick={onCall}>
            <PhoneIcon size={22} />
            {phone}
          </a>
        </li>
      )}
    </ul>
  );
}
