import * as React from 'react';
import { HONEYPOT_FIELD } from '@fernhill/lead-pipeline/contact/schema';
import { KEEP_ATTRIBUTE, takeKeptSend } from '../../loading';
import type { ContactRequestDeps } from './useContactRequest';
import { AttachmentField } from './AttachmentField';
import { CaptchaField } from './CaptchaField';
import { ContactTextField, CONTACT_TEXT_FIELDS } from './ContactTextField';
import { FailureNotice } from './FailureNotice';
import { NdaToggle } from './NdaToggle';
import { SendButton } from './SendButton';
import type { ContactOrigin } from '../../contact-openers/contact-dialog';
import { useContactForm } from './useContactForm';
import * as css from './ContactForm.css';

export interface ContactFormProps {
  /** Where the dialog was opened from, asked when a send succeeds. */
  origin: () => ContactOrigin;
  onSent: (name: string, reference: string | null) => void;
  /** Tests replace the network and the upload. */
  requestDeps?: Partial<ContactRequestDeps>;
}

/**
 * Name, e-mail, project description, one attachment, NDA choice and captcha (spec §2, §5), all in
 * the page's HTML and working as native controls before the app. The starter holds a Send pressed
 * before the app (the form never posts by itself: `data-keep`); the app sends it once.
 */
export function ContactForm({ origin, onSent, requestDeps }: ContactFormProps) {
  const form = useContactForm({ origin, onSent, requestDeps });
  const { formRef, errors, state, send } = form;
  const submitting = state.status === 'submitting';

  const sendNow = React.useRef(send);
  sendNow.current = send;
  React.useEffect(() => {
    if (!takeKeptSend(window)) return;
    formRef.current?.querySelector('[type="submit"][aria-busy]')?.removeAttribute('aria-busy');
    void sendNow.current();
  }, [formRef]);

  return (
    <form
      ref={formRef}
      className={css.form}
      method="post"
      noValidate
      aria-label="Contact form"
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      {...{ [KEEP_ATTRIBUTE]: '' }}
    >
      {CONTACT_TEXT_FIELDS.map((text) => (
        <ContactTextField
          key={text.field}
          {...text}
          error={errors[text.field]}
          readOnly={submitting}
          onEdit={form.edited}
        />
      ))}
      <div className={css.trap} aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className={css.options}>
        <AttachmentField problem={form.fileProblem} disabled={submitting} onProblem={form.setFileProblem} />
        <NdaToggle disabled={submitting} />
      </div>
      <CaptchaField ref={form.captcha} missing={form.captchaMissing} onToken={form.onToken} />
      {state.status === 'failed' && <FailureNotice failure={state.failure} />}
      <SendButton sending={submitting} />
    </form>
  );
}
