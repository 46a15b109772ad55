import * as React from 'react';
import { createPortal } from 'react-dom';
import { MuiThemeScope } from '../../theme/MuiThemeScope';
import { ContactDialogFrame } from './ContactDialogFrame';
import { ContactForm } from './ContactForm';
import { ContactSuccess } from './ContactSuccess';
import { contactDialog, type ContactOrigin } from './contact-dialog';
import { defaultContactPerson } from './contact-person';
import { readEarlyForm, type EarlyForm, type TakeOver } from './early-form';

interface ContentProps {
  origin: ContactOrigin;
  dialog: HTMLDialogElement;
}

/**
 * The app's content of the contact dialog: the form with its behaviour, then the confirmation.
 * It takes the place of the page's own form (ContactDialogShell) and starts from what was typed
 * there. It stays mounted when the dialog closes, so a draft, or a request still in flight,
 * survives closing and reopening; after a success, the next opening starts with an empty form.
 */
function ContactDialogContent({ origin, dialog }: ContentProps) {
  const [early, setEarly] = React.useState<EarlyForm | null>(() => readEarlyForm(dialog, window));
  const [takeOver, setTakeOver] = React.useState<TakeOver | null>(null);
  const [sentBy, setSentBy] = React.useState<string | null>(null);
  // Before paint: the page's form goes, and what was typed since the first render comes along.
  React.useLayoutEffect(() => {
    if (early) setTakeOver(early.handOver());
  }, [early]);

  React.useEffect(() => {
    const closed = () => setSentBy(null);
    // Where the browser has no `closedby`, a tap on the backdrop (the dialog box itself) closes it.
    const backdrop = (event: MouseEvent) => {
      if (event.target === dialog && !('closedBy' in dialog)) dialog.close();
    };
    dialog.addEventListener('close', closed);
    dialog.addEventListener('click', backdrop);
    return () => {
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('click', backdrop);
    };
  }, [dialog]);

  const sent = (name: string) => {
    setEarly(null);
    setTakeOver(null);
    setSentBy(name);
  };
  return (
    <ContactDialogFrame person={defaultContactPerson}>
      {sentBy === null ? (
        <ContactForm origin={origin} onSent={sent} initialDraft={early?.draft} takeOver={takeOver} />
      ) : (
        <ContactSuccess name={sentBy} onClose={() => dialog.close()} />
      )}
    </ContactDialogFrame>
  );
}

/** MUI's runtime (theme) comes with this lazy chunk only; the page shell never loads it. */
export default function ContactModal({ origin }: { origin: ContactOrigin }) {
  const dialog = contactDialog();
  if (!dialog) return null;
  return createPortal(
    <MuiThemeScope>
      <ContactDialogContent origin={origin} dialog={dialog} />
    </MuiThemeScope>,
    dialog,
  );
}
