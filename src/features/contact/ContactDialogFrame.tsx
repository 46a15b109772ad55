import * as React from 'react';
import styled from '@emotion/styled';
import IconButton from '@mui/material/IconButton';
import site from '../../../content/site.json';
import { mq, palette, typography } from '../../theme/tokens';
import { CloseIcon } from '../../components/common/icons';
import { ContactPersonCard } from './ContactPersonCard';
import { CONTACT_DIALOG_ID } from './contact-dialog';
import type { ContactPerson } from './contact-person';

const COPY = {
  title: 'Tell us about your project',
  // The promise the auto-reply repeats (docs/leads.md): one source.
  intro: `Send us a few lines and, if you like, a brief. We reply within ${site.replyWithin}.`,
  promise: 'I read every request myself: yours will be our top priority.',
} as const;

// Hand-written grid: the frame's two columns are layout, not a component MUI offers.
const Frame = styled('div')({
  display: 'grid',
  gap: 32,
  padding: '0 20px 24px',
  [mq.up('md')]: { gridTemplateColumns: '280px 1fr', gap: 40, padding: '0 40px 40px' },
  '& h2': { ...typography.h3, fontSize: '1.5rem', margin: '0 40px 8px 0' },
  '& .intro': { margin: '0 0 24px', color: palette.text.secondary },
  // The close button stays in view while the dialog's content scrolls (a phone's full-screen sheet).
  '& .close-bar': {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    justifyContent: 'flex-end',
    gridColumn: '1 / -1',
    margin: '0 -8px -32px',
    paddingTop: 12,
    pointerEvents: 'none',
    [mq.up('md')]: { margin: '0 -28px -40px' },
  },
  '& .close': { pointerEvents: 'auto', width: 44, height: 44, background: palette.background.paper },
});

/** The form's column. */
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
      <div className="close-bar">
        <IconButton
          className="close"
          aria-label="Close"
          disableRipple
          {...{ commandfor: CONTACT_DIALOG_ID, command: 'close' }}
        >
          <CloseIcon size={22} />
        </IconButton>
      </div>
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
