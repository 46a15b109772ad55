import * as React from 'react';
import Paper from '@mui/material/Paper';
import { ContactDialogFrame } from './ContactDialogFrame';
import { ContactForm } from './ContactForm';
import { ContactSuccess } from './ContactSuccess';
import { CONTACT_DIALOG_ID, dialogOrigin } from '../../contact-openers/contact-dialog';
import { defaultContactPerson } from './contact-person';
import type { ContactRequestDeps } from './useContactRequest';
import * as css from './ContactDialog.css';

/**
 * The contact dialog, one component from the first paint on: the server renders it into every
 * page after the content (gatsby-ssr), as a native modal `<dialog>` that Get in touch buttons open
 * (`commandfor`), that closes on Escape, its close button or the backdrop (`closedby="any"`; the
 * starter stands in where the browser lacks either), with its whole form. The app hydrates this
 * same markup in place (contact-dialog-root.tsx), so what was typed, focused or chosen stays.
 * After a success the dialog shows the confirmation; the next opening starts with an empty form.
 */
export function ContactDialog({ requestDeps }: { requestDeps?: Partial<ContactRequestDeps> }) {
  const ref = React.useRef<HTMLDialogElement>(null);
  const [sentBy, setSentBy] = React.useState<{ name: string; reference: string | null } | null>(null);
  const [form, setForm] = React.useState(0);

  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog || sentBy === null) return;
    const closed = () => {
      setSentBy(null);
      setForm((n) => n + 1); // a new, empty form
    };
    dialog.addEventListener('close', closed, { once: true });
    return () => dialog.removeEventListener('close', closed);
  }, [sentBy]);

  return (
    <Paper
      component="dialog"
      ref={ref}
      id={CONTACT_DIALOG_ID}
      elevation={0}
      aria-labelledby="contact-modal-title"
      aria-describedby="contact-modal-description"
      className={css.dialog}
      // The browser owns `open`, and the starter the page's forced scheme: not React's to compare.
      suppressHydrationWarning
      {...{ closedby: 'any' }}
    >
      <ContactDialogFrame person={defaultContactPerson}>
        {sentBy === null ? (
          <ContactForm
            key={form}
            origin={dialogOrigin}
            onSent={(name, reference) => setSentBy({ name, reference })}
            requestDeps={requestDeps}
          />
        ) : (
          <ContactSuccess {...sentBy} onClose={() => ref.current?.close()} />
        )}
      </ContactDialogFrame>
    </Paper>
  );
}
