import * as React from 'react';
import styled from '@emotion/styled';
import { mq, palette, typography } from '../../theme/tokens';
import { CloseIcon } from '../../components/common/icons';
import { ContactPersonCard } from './ContactPersonCard';
import { CONTACT_DIALOG_ID } from './contact-dialog';
import type { ContactPerson } from './contact-person';

const COPY = {
  title: 'Tell us about your project',
  intro: 'Send us a few lines and, if you like, a brief. We reply within one business day.',
  promise: 'I read every request myself: yours will be our top priority.',
} as const;

const Frame = styled('div')({
  position: 'relative',
  display: 'grid',
  gap: 32,
  padding: '24px 20px',
  [mq.up('md')]: { gridTemplateColumns: '280px 1fr', gap: 40, padding: 40 },
  '& h2': { ...typography.h3, fontSize: '1.5rem', margin: '0 40px 8px 0' },
  '& .intro': { margin: '0 0 24px', color: palette.text.secondary },
  '& .close': {
    position: 'absolute',
    top: 12,
    right: 12,
    display: 'inline-grid',
    placeItems: 'center',
    width: 44,
    height: 44,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: palette.text.secondary,
    cursor: 'pointer',
    '&:hover': { background: palette.grey[200] },
  },
});

/** The form's column: the page ships a native one, the app renders its own in its place. */
export const FormColumn = styled('div')({
  display: 'grid',
  alignContent: 'start',
  gap: 20,
  '& form': { display: 'grid', gap: 20 },
});

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
    <Frame>
      <button
        type="button"
        className="close"
        aria-label="Close"
        {...{ commandfor: CONTACT_DIALOG_ID, command: 'close' }}
      >
        <CloseIcon size={22} />
      </button>
      <div>
        <h2 id="contact-modal-title">{COPY.title}</h2>
        <p id="contact-modal-description" className="intro">
          {COPY.intro}
        </p>
        <ContactPersonCard person={person} message={COPY.promise} />
      </div>
      <FormColumn>{children}</FormColumn>
    </Frame>
  );
}
