import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import site from '../../../content/site.json';
import { CloseIcon } from '../../ui/icons';
import { ContactPersonCard } from './ContactPersonCard';
import { CONTACT_DIALOG_ID } from '../../contact-openers/contact-dialog';
import type { ContactPerson } from './contact-person';
import * as css from './ContactDialogFrame.css';

const COPY = {
  title: 'Tell us about your project',
  // The promise the auto-reply repeats (docs/leads.md): one source.
  intro: `Send us a few lines and, if you like, a brief. We reply within ${site.replyWithin}.`,
  promise: 'I read every request myself: yours will be our top priority.',
} as const;

interface ContactDialogFrameProps {
  person: ContactPerson;
  children: React.ReactNode;
}

/**
 * What the contact dialog shows around its form: the close button, the heading and the person the
 * visitor writes to. The close button is a native invoker (`command="close"`): it works before
 * the app, and the dialog's own close event tells the app.
 */
export function ContactDialogFrame({ person, children }: ContactDialogFrameProps) {
  return (
    <div className={css.frame}>
      <div className={css.closeBar}>
        <IconButton
          className={css.close}
          aria-label="Close"
          disableRipple
          {...{ commandfor: CONTACT_DIALOG_ID, command: 'close' }}
        >
          <CloseIcon size={22} />
        </IconButton>
      </div>
      <div>
        <h2 id="contact-modal-title" className={css.heading}>
          {COPY.title}
        </h2>
        <p id="contact-modal-description" className={css.intro}>
          {COPY.intro}
        </p>
        <ContactPersonCard person={person} message={COPY.promise} />
      </div>
      <div className={css.formColumn}>{children}</div>
    </div>
  );
}
