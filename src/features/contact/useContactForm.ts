import * as React from 'react';
import {
  contactFields,
  HONEYPOT_FIELD,
  validateContactFields,
  type ContactFieldName,
} from '@fernhill/lead-pipeline/contact/schema';
import { trackConversion, trackEvent } from '../../lib/analytics.ts';
import { useContactRequest, type ContactDraft, type ContactRequestDeps } from './useContactRequest';
import type { CaptchaHandle } from './CaptchaField';
import type { ContactOrigin } from '../../contact-openers/contact-dialog';
import { fieldMessage } from './form-messages';

export type FieldErrors = Partial<Record<ContactFieldName, string>>;

const FIELDS = Object.keys(contactFields.shape) as ContactFieldName[];
const isFieldName = (field: string): field is ContactFieldName =>
  (FIELDS as readonly string[]).includes(field);

/** What the visitor entered, as the browser holds it: nothing is copied into React state, so nothing can lag. */
export function readDraft(form: HTMLFormElement): ContactDraft {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  // The input's own list (what the visitor chose), not FormData's copy of it.
  const picker = form.elements.namedItem('file');
  const file = picker instanceof HTMLInputElement ? (picker.files?.[0] ?? null) : null;
  return {
    name: text('name'),
    email: text('email'),
    message: text('message'),
    sendNDA: data.get('sendNDA') === 'Yes' ? 'Yes' : 'No',
    file,
    website: text(HONEYPOT_FIELD),
  };
}

export interface UseContactFormOptions {
  origin: () => ContactOrigin;
  /** Called with the sender's name once the server stored the request. */
  onSent: (name: string, reference: string | null) => void;
  requestDeps?: Partial<ContactRequestDeps>;
}

/**
 * The form's behaviour (spec §4, §5): which borders are red, the captcha token, sending. The
 * fields are uncontrolled: what the visitor types stays in the very inputs the page shipped, from
 * the first paint on, and is read when Send is pressed. Nothing typed is ever cleared by a failure.
 */
export function useContactForm({ origin, onSent, requestDeps }: UseContactFormOptions) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [fileProblem, setFileProblem] = React.useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = React.useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = React.useState(false);
  const captcha = React.useRef<CaptchaHandle>(null);
  const { state, submit, prepare } = useContactRequest(requestDeps);

  // Typing in a field clears its red border (spec §4), and gets App Check ready for the send.
  const edited = React.useCallback(
    (field: ContactFieldName) => {
      prepare();
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      });
    },
    [prepare],
  );

  const onToken = React.useCallback((token: string | null) => {
    setCaptchaToken(token);
    if (token) setCaptchaMissing(false);
  }, []);

  const focusField = (field: string) =>
    formRef.current?.querySelector<HTMLElement>(`#contact-${field}`)?.focus();

  const send = async () => {
    const form = formRef.current;
    if (!form || state.status === 'submitting') return;
    const current = readDraft(form);
    const found = validateContactFields(current);
    const messages: FieldErrors = {};
    for (const field of FIELDS) {
      const code = found[field];
      if (code) messages[field] = fieldMessage(field, code);
    }
    setErrors(messages);
    // Red, but not a reason to stop: the server decides whether a missing captcha blocks (spec §5).
    setCaptchaMissing(!captchaToken);
    const firstInvalid = FIELDS.find((field) => messages[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    const outcome = await submit({ ...current, ...(captchaToken ? { captchaToken } : {}) });
    if (!outcome) return; // a submit was already in flight
    if (outcome.ok) {
      if (origin() === 'header') trackEvent('get_in_touch_home_inside', { page: 'main_page' });
      trackConversion('contact_form');
      onSent(current.name.trim(), outcome.reference);
      return;
    }
    const { failure } = outcome;
    if (failure.kind === 'invalid' && isFieldName(failure.field)) {
      setErrors({ [failure.field]: failure.message });
      focusField(failure.field);
    }
    if (failure.kind === 'invalid' && failure.field === 'file') setFileProblem(failure.message);
    if (failure.kind === 'captcha') setCaptchaMissing(true);
    // A token is single-use: once sent, the visitor has to tick the box again.
    if (captchaToken) captcha.current?.reset();
  };

  return {
    formRef,
    errors,
    fileProblem,
    setFileProblem,
    captchaMissing,
    captcha,
    state,
    edited,
    onToken,
    send,
  };
}
