import * as React from 'react';
import styled from '@emotion/styled';
import type { ContactRequestDeps } from './useContactRequest';
import { AttachmentField } from './AttachmentField';
import { CaptchaField } from './CaptchaField';
import { ContactTextField, CONTACT_TEXT_FIELDS } from './ContactTextField';
import { FailureNotice } from './FailureNotice';
import { NdaToggle } from './NdaToggle';
import { SendButton } from './SendButton';
import type { ContactOrigin } from './contact-dialog';
import { useContactForm, type ContactDraft } from './useContactForm';
import type { TakeOver } from './early-form';

const Form = styled('form')({
  display: 'grid',
  gap: 20,
  '& .options': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 12,
  },
  // The honeypot: off-screen rather than display:none, which some bots skip.
  '& .trap': { position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' },
});

export interface ContactFormProps {
  origin: ContactOrigin;
  onSent: (name: string) => void;
  /** What the visitor typed in the page's own form before the app took it over. */
  initialDraft?: Partial<ContactDraft>;
  /** The page's form as it was removed: its last text, and a Send to make now that the app can. */
  takeOver?: TakeOver | null;
  /** Tests replace the network and the upload. */
  requestDeps?: Partial<ContactRequestDeps>;
}

/** Name, e-mail, project description, one attachment, NDA choice and captcha (spec §2, §5). */
export function ContactForm({ origin, onSent, initialDraft, takeOver, requestDeps }: ContactFormProps) {
  const form = useContactForm({ origin, onSent, initialDraft, requestDeps });
  const { update, send } = form;
  const applied = React.useRef<TakeOver | null>(null);
  React.useEffect(() => {
    if (!takeOver || applied.current === takeOver) return;
    applied.current = takeOver;
    update(takeOver.draft);
    if (takeOver.send) void send(takeOver.draft);
  }, [takeOver, update, send]);
  const { draft, errors, state } = form;
  const submitting = state.status === 'submitting';
  return (
    <Form
      noValidate
      aria-label="Contact form"
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void form.send();
      }}
    >
      {CONTACT_TEXT_FIELDS.map((text) => (
        <ContactTextField
          key={text.field}
          {...text}
          value={draft[text.field]}
          error={errors[text.field]}
          readOnly={submitting}
          onChange={form.setText}
        />
      ))}
      <div className="trap" aria-hidden="true">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={draft.website}
            onChange={(event) => form.update({ website: event.target.value })}
          />
        </label>
      </div>
      <div className="options">
        <AttachmentField
          file={draft.file}
          problem={form.fileProblem}
          disabled={submitting}
          onChange={form.setFile}
        />
        <NdaToggle
          value={draft.sendNDA}
          disabled={submitting}
          onChange={(sendNDA) => form.update({ sendNDA })}
        />
      </div>
      <CaptchaField ref={form.captcha} missing={form.captchaMissing} onToken={form.onToken} />
      {state.status === 'failed' && <FailureNotice failure={state.failure} />}
      <SendButton sending={submitting} />
    </Form>
  );
}
