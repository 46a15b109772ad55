/**
 * The one contact-request schema. The form (validateContactFields, limits, ATTACHMENT) and the
 * function (parseContactRequest) both use it, so what the form lets through is what the server accepts.
 * No dependencies: it runs in the browser bundle and in Node unchanged.
 */
import { EMAIL_MAX_LENGTH, isAcceptableEmail } from './email.ts';
import { FILE_URL_MAX_LENGTH, parseContactFileUrl } from './file-url.ts';
import { findTextProblem, isBlankText } from './text-rules.ts';

export { EMAIL_SHAPE, isAcceptableEmail } from './email.ts';
export { ATTACHMENT, attachmentContentType, attachmentTypeFor } from './attachment.ts';
export type { AttachmentType } from './attachment.ts';

export const CONTACT_LIMITS = {
  name: 200,
  email: EMAIL_MAX_LENGTH,
  message: 10_000,
  captchaToken: 2_000,
  file: FILE_URL_MAX_LENGTH,
} as const;

/** Hidden field that people never fill in; bots that fill every input do. */
export const HONEYPOT_FIELD = 'website';

export type SendNda = 'Yes' | 'No';

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  sendNDA: SendNda;
  /** Download URL of the attachment in our bucket under contact/. */
  file?: string;
  captchaToken?: string;
  /**
   * Made by the form when the visitor starts a submission and kept across its retries: the lead's id,
   * so a double post or a retry after a lost answer stores one lead.
   */
  requestId?: string;
}

export type ContactFieldName = 'name' | 'email' | 'message';
export type FieldErrorCode = 'required' | 'invalid' | 'invisible' | 'tooLong';
export type ContactFieldErrors = Partial<Record<ContactFieldName, FieldErrorCode>>;
export type ContactErrorCode = FieldErrorCode | 'wrongType' | 'unknownField' | 'honeypot';

export type ContactParseResult =
  { ok: true; value: ContactRequest } | { ok: false; field: string; code: ContactErrorCode; message: string };

export interface ParseOptions {
  /** Object bases of our bucket (each ending in `/o/`), see file-url.ts. */
  fileUrlPrefixes: readonly string[];
}

const KNOWN_FIELDS = new Set([
  'name',
  'email',
  'message',
  'sendNDA',
  'file',
  'captchaToken',
  'requestId',
  HONEYPOT_FIELD,
]);

/** A field of the request (or `body`), as opposed to a key the sender made up. */
export function isContactRequestField(name: string): boolean {
  return name === 'body' || KNOWN_FIELDS.has(name);
}

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const MESSAGES: Record<string, Partial<Record<ContactErrorCode, string>>> = {
  name: {
    required: 'Please enter your name.',
    invalid: 'Your name contains characters we cannot accept.',
    invisible: 'Your name contains invisible characters. Please type it again.',
    tooLong: `Please keep your name under ${CONTACT_LIMITS.name} characters.`,
  },
  email: {
    required: 'Please enter your email address.',
    invalid: 'Please enter a valid email address, like name@company.com.',
    tooLong: 'Please enter a valid email address.',
  },
  message: {
    required: 'Please describe your project.',
    invalid: 'Your message contains characters we cannot accept.',
    invisible: 'Your message contains invisible characters we cannot accept. Please type it again.',
    tooLong: `Please keep your message under ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters.`,
  },
  sendNDA: {
    required: 'Please choose whether you need an NDA.',
    invalid: 'The NDA choice must be Yes or No.',
  },
  file: {
    invalid: 'The attachment could not be accepted. Please attach the file again.',
    tooLong: 'The attachment could not be accepted. Please attach the file again.',
  },
  captchaToken: {
    invalid: 'The human verification failed. Please try again.',
    tooLong: 'The human verification failed. Please try again.',
  },
};

/** The short sentence for a field's problem: the form shows it and the function answers it. */
export function contactFieldMessage(field: string, code: ContactErrorCode): string {
  const known = MESSAGES[field]?.[code];
  if (known) return known;
  if (code === 'wrongType') return `The field "${field}" must be text.`;
  return code === 'unknownField' ? 'Unexpected field.' : 'Invalid request.';
}

function fail(field: string, code: ContactErrorCode): ContactParseResult {
  return { ok: false, field, code, message: contactFieldMessage(field, code) };
}

type FieldCheck = { ok: true; value: string } | { ok: false; code: FieldErrorCode };

function checkName(raw: string): FieldCheck {
  const value = raw.trim();
  if (isBlankText(value)) return { ok: false, code: 'required' };
  if (value.length > CONTACT_LIMITS.name) return { ok: false, code: 'tooLong' };
  const problem = findTextProblem(value, 'line');
  if (problem !== null) return { ok: false, code: problem === 'invisible' ? 'invisible' : 'invalid' };
  return { ok: true, value };
}

function checkEmail(raw: string): FieldCheck {
  const value = raw.trim();
  if (value === '') return { ok: false, code: 'required' };
  if (value.length > CONTACT_LIMITS.email) return { ok: false, code: 'tooLong' };
  if (!isAcceptableEmail(value)) return { ok: false, code: 'invalid' };
  return { ok: true, value };
}

function checkMessage(raw: string): FieldCheck {
  // A pasted Windows line break is a line break, not an injection; lone CRs stay forbidden.
  const value = raw.replace(/\r\n/g, '\n').trim();
  if (isBlankText(value)) return { ok: false, code: 'required' };
  if (value.length > CONTACT_LIMITS.message) return { ok: false, code: 'tooLong' };
  const problem = findTextProblem(value, 'text');
  if (problem !== null) return { ok: false, code: problem === 'invisible' ? 'invisible' : 'invalid' };
  return { ok: true, value };
}

const FIELD_CHECKS: Record<ContactFieldName, (raw: string) => FieldCheck> = {
  name: checkName,
  email: checkEmail,
  message: checkMessage,
};

/** What the form highlights on submit: one code per failing field, nothing for valid ones. */
export function validateContactFields(values: Record<ContactFieldName, string>): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of ['name', 'email', 'message'] as const) {
    const result = FIELD_CHECKS[field](values[field]);
    if (!result.ok) errors[field] = result.code;
  }
  return errors;
}

const isEmpty = (value: unknown) => value === undefined || value === '';

/** The body's `requestId` when it is a well-formed one: what a success would echo. */
export function requestIdOf(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || !Object.hasOwn(input, 'requestId')) return undefined;
  const requestId = (input as Record<string, unknown>)['requestId'];
  return typeof requestId === 'string' && REQUEST_ID.test(requestId) ? requestId : undefined;
}

/** Validates a decoded JSON body. Never throws; the first problem found is reported. */
export function parseContactRequest(input: unknown, options: ParseOptions): ContactParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail('body', 'invalid');
  const record = input as Record<string, unknown>;
  const get = (key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);

  // Checked before anything else so a bot learns nothing from a 400.
  if (!isEmpty(get(HONEYPOT_FIELD))) return fail(HONEYPOT_FIELD, 'honeypot');

  // JSON.parse makes `__proto__` an own key, so Object.keys sees it; it is not in KNOWN_FIELDS.
  for (const key of Object.keys(record)) {
    if (!KNOWN_FIELDS.has(key)) return fail(key.slice(0, 40), 'unknownField');
  }

  const checked: Partial<Record<ContactFieldName, string>> = {};
  for (const field of ['name', 'email', 'message'] as const) {
    const raw = get(field);
    if (raw === undefined) return fail(field, 'required');
    if (typeof raw !== 'string') return fail(field, 'wrongType');
    const result = FIELD_CHECKS[field](raw);
    if (!result.ok) return fail(field, result.code);
    checked[field] = result.value;
  }

  const sendNDA = get('sendNDA');
  if (sendNDA === undefined) return fail('sendNDA', 'required');
  if (sendNDA !== 'Yes' && sendNDA !== 'No') return fail('sendNDA', 'invalid');

  const value: ContactRequest = {
    name: checked.name ?? '',
    email: checked.email ?? '',
    message: checked.message ?? '',
    sendNDA,
  };

  const file = get('file');
  if (!isEmpty(file)) {
    if (typeof file !== 'string') return fail('file', 'invalid');
    if (file.length > CONTACT_LIMITS.file) return fail('file', 'tooLong');
    if (!parseContactFileUrl(file, options.fileUrlPrefixes)) return fail('file', 'invalid');
    value.file = file;
  }

  const captchaToken = get('captchaToken');
  if (!isEmpty(captchaToken)) {
    if (typeof captchaToken !== 'string') return fail('captchaToken', 'invalid');
    if (captchaToken.length > CONTACT_LIMITS.captchaToken) return fail('captchaToken', 'tooLong');
    if (!/^[A-Za-z0-9_-]+$/.test(captchaToken)) return fail('captchaToken', 'invalid');
    value.captchaToken = captchaToken;
  }

  const requestId = get('requestId');
  if (!isEmpty(requestId)) {
    const wellFormed = requestIdOf(record);
    if (wellFormed === undefined) return fail('requestId', 'invalid');
    value.requestId = wellFormed;
  }
  return { ok: true, value };
}
