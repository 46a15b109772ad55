import styled from '@emotion/styled';
import { EARLY_FORM_ATTRIBUTE } from '../../loading/markers';
import { mq, palette } from '../../theme/tokens';
import { ContactDialogFrame } from './ContactDialogFrame';
import { ContactTextField, CONTACT_TEXT_FIELDS } from './ContactTextField';
import { SendButton } from './SendButton';
import { CONTACT_DIALOG_ID, EARLY_CONTENT_CLASS } from './contact-dialog';
import { defaultContactPerson } from './contact-person';

// Every prop reaches the element: Emotion's list of valid props does not know `closedby` yet.
const Dialog = styled('dialog', { shouldForwardProp: () => true })({
  width: 'min(900px, calc(100% - 32px))',
  maxWidth: 'none',
  maxHeight: 'calc(100% - 32px)',
  padding: 0,
  border: 0,
  borderRadius: 20,
  background: palette.background.paper,
  color: palette.text.primary,
  boxShadow: '0 24px 48px rgba(15, 23, 42, 0.28)',
  '&::backdrop': { background: 'rgba(2, 6, 23, 0.55)' },
  // Opening locks page scrolling, closing restores it (spec §2).
  'html:has(&[open])': { overflow: 'hidden' },
  'body:has(&[open])': { overflow: 'hidden' },
  [mq.down('sm')]: { width: '100%', height: '100%', maxHeight: '100%', borderRadius: 0 },
});

/**
 * The contact dialog as every page ships it, outside the app's root (gatsby-ssr puts it after the
 * page): a native modal `<dialog>` that Get in touch buttons open (`commandfor`), that closes on
 * Escape, a tap on the backdrop (`closedby="any"`) or its close button, and returns focus to its
 * opener, all without a script. Its form takes typing at once; the app then takes it over with
 * what was typed (attachment, NDA, captcha and sending come with the app).
 */
export function ContactDialogShell() {
  return (
    <Dialog
      id={CONTACT_DIALOG_ID}
      aria-labelledby="contact-modal-title"
      aria-describedby="contact-modal-description"
      {...{ closedby: 'any' }}
    >
      <div className={EARLY_CONTENT_CLASS}>
        <ContactDialogFrame person={defaultContactPerson}>
          <form aria-label="Contact form" {...{ [EARLY_FORM_ATTRIBUTE]: '' }}>
            {CONTACT_TEXT_FIELDS.map((text) => (
              <ContactTextField key={text.field} {...text} />
            ))}
            <SendButton />
          </form>
        </ContactDialogFrame>
      </div>
    </Dialog>
  );
}
