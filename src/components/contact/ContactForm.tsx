import styled from '@emotion/styled';
import { sizes } from '../../theme/tokens';
import Button from '@mui/material/Button';
import type { ContactRequestDeps } from '../../hooks/useContactRequest';
import { AttachmentField } from './AttachmentField';
import { CaptchaField } from './CaptchaField';
import { ContactTextField } from './ContactTextField';
import { FailureNotice } from './FailureNotice';
import { NdaToggle } from './NdaToggle';
import type { ContactOrigin } from './ContactModalProvider';
import { useContactForm } from './useContactForm';

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
  '& .submit': { height: sizes.formButtonHeight, fontSize: '1.05rem', borderRadius: 14 },
  // The honeypot: off-screen rather than display:none, which some bots skip.
  '& .trap': { position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' },
});

export interface ContactFormProps {
  origin: ContactOrigin;
  onSent: (name: string) => void;
  /** Tests replace the network and the upload. */
  requestDeps?: Partial<ContactRequestDeps>;
}

/** Name, e-mail, project description, one attachment, NDA choice and captcha (spec §2, §5). */
export function ContactForm({ origin, onSent, requestDeps }: ContactFormProps) {
  const form = useContactForm({ origin, onSent, requestDeps });
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
      <ContactTextField
        field="name"
        label="Your name"
        placeholder="Name"
        autoComplete="name"
        value={draft.name}
        error={errors.name}
        readOnly={submitting}
        onChange={form.setText}
      />
      <ContactTextField
        field="email"
        type="email"
        label="Your email"
        placeholder="Email"
        autoComplete="email"
        value={draft.email}
        error={errors.email}
        readOnly={submitting}
        onChange={form.setText}
      />
      <ContactTextField
        field="message"
        label="Your project"
        placeholder="Describe your project..."
        multiline
        value={draft.message}
        error={errors.message}
        readOnly={submitting}
        onChange={form.setText}
      />
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
      <Button
        type="submit"
        className="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={submitting}
      >
        Send
      </Button>
    </Form>
  );
}
