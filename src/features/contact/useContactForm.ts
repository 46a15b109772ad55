import * as React from 'react';
import {
  validateContactFields,
  type ContactFieldName,
  type SendNda,
} from '@fernhill/lead-pipeline/contact/schema';
import { trackConversion, trackEvent } from '../../lib/analytics.ts';
import { useContactRequest, type ContactRequestDeps } from './useContactRequest';
import type { CaptchaHandle } from './CaptchaField';
import type { ContactOrigin } from './contact-dialog';
import { fieldMessage } from './form-messages';

export interface ContactDraft {
  name: string;
  email: string;
  message: string;
  sendNDA: SendNda;
  file: File | null;
  /** Honeypot: hidden from people, filled in by bots. */
  website: string;
}

export type FieldErrors = Partial<Record<ContactFieldName, string>>;

const EMPTY: ContactDraft = { name: '', email: '', message: '', sendNDA: 'No', file: null, website: '' };
const FIELDS: readonly ContactFieldName[] = ['name', 'email', 'message'];
const isFieldName = (field: string): field is ContactFieldName =>
  (FIELDS as readonly string[]).includes(field);

export interface UseContactFormOptions {
  origin: ContactOrigin;
  /** Called with the sender's name once the server stored the request. */
  onSent: (name: string) => void;
  initialDraft?: Partial<ContactDraft>;
  requestDeps?: Partial<ContactRequestDeps>;
}

/**
 * The form's state (spec §4, §5): what was typed, which borders are red, the captcha token.
 * Nothing typed is ever cleared by a failure; a success hands over to the confirmation.
 */
export function useContactForm({ origin, onSent, initialDraft, requestDeps }: UseContactFormOptions) {
  const [draft, setDraft] = React.useState<ContactDraft>(() => ({ ...EMPTY, ...initialDraft }));
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [fileProblem, setFileProblem] = React.useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = React.useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = React.useState(false);
  const captcha = React.useRef<CaptchaHandle>(null);
  const { state, submit } = useContactRequest(requestDeps);

  const update = React.useCallback(
    (patch: Partial<ContactDraft>) => setDraft((d) => ({ ...d, ...patch })),
    [],
  );

  // Typing in a field clears its red border (spec §4).
  const setText = React.useCallback((field: ContactFieldName, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const setFile = React.useCallback((file: File | null, problem: string | null) => {
    setDraft((d) => ({ ...d, file }));
    setFileProblem(problem);
  }, []);

  const onToken = React.useCallback((token: string | null) => {
    setCaptchaToken(token);
    if (token) setCaptchaMissing(false);
  }, []);

  /** `latest`: text newer than this render's state (the page's form, taken over just now). */
  const send = async (latest: Partial<ContactDraft> = {}) => {
    const current = { ...draft, ...latest };
    if (state.status === 'submitting') return;
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
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    const outcome = await submit({ ...current, captchaToken });
    if (!outcome) return; // a submit was already in flight
    if (outcome.ok) {
      if (origin === 'header') trackEvent('get_in_touch_home_inside', { page: 'main_page' });
      trackConversion('contact_form');
      onSent(current.name.trim());
      return;
    }
    const { failure } = outcome;
    if (failure.kind === 'invalid' && isFieldName(failure.field)) {
      setErrors({ [failure.field]: failure.message });
      document.getElementById(`contact-${failure.field}`)?.focus();
    }
    if (failure.kind === 'invalid' && failure.field === 'file') setFile(null, failure.message);
    if (failure.kind === 'captcha') setCaptchaMissing(true);
    // A token is single-use: once sent, the visitor has to tick the box again.
    if (captchaToken) captcha.current?.reset();
  };

  return {
    draft,
    errors,
    fileProblem,
    captchaMissing,
    captcha,
    state,
    update,
    setText,
    setFile,
    onToken,
    send,
  };
}
