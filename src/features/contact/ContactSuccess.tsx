import * as React from 'react';
import Button from '@mui/material/Button';
import site from '../../../content/site.json';
import * as css from './ContactSuccess.css';

interface ContactSuccessProps {
  name: string;
  /** The lead's reference from the API, the one the auto-reply quotes. */
  reference: string | null;
  onClose: () => void;
}

/**
 * Spec §4 'submitted': 'Congrats!', a confirmation and an Ok button that closes the modal; with the
 * reference the visitor can quote.
 */
export function ContactSuccess({ name, reference, onClose }: ContactSuccessProps) {
  const ok = React.useRef<HTMLButtonElement>(null);
  // The submit button just disappeared: give focus a sensible home inside the dialog.
  React.useEffect(() => ok.current?.focus(), []);
  return (
    <div role="status" className={css.root}>
      <h3 className={css.heading}>Congrats!</h3>
      <p className={css.text}>
        Thank you{name ? `, ${name}` : ''}. Your request has been sent and is now our top priority.
      </p>
      <p className={css.text}>We will reply to your email within {site.replyWithin}.</p>
      {reference && (
        <p className={css.text}>
          Your reference: <span className={css.reference}>{reference}</span>
        </p>
      )}
      <Button ref={ok} className={css.ok} variant="contained" size="large" onClick={onClose}>
        Ok
      </Button>
    </div>
  );
}
