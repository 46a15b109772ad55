/**
 * The one contact-request schema, in zod (its tree-shakable `zod/mini` build: the form ships it to
 * the browser, and it never needs `eval`, which the site's CSP forbids). The form (validateContactFields,
 * limits, ATTACHMENT) and the function (parseContactRequest) both use it, so what the form lets
 * through is what the server accepts. Each issue's message is its code; contactFieldMessage words it.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, isAcceptableEmail } from './email.ts';
import { FILE_URL_MAX_LENGTH, parseContactFileUrl } from './file-url.ts';
import { findTextProblem, isBlankText, type TextKind } from './text-rules.ts';

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

export const SEND_NDA = ['Yes', 'No'] as const;
export type SendNda = (typeof SEND_NDA)[number];

export type FieldErrorCode = 'required' | 'invalid' | 'invisible' | 'tooLong';
export type ContactErrorCode = FieldErrorCode | 'wrongType' | 'unknownField' | 'honeypot';

// A required text field: missing is `required`, anything but a string `wrongType`.
const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'wrongType') });

const isEmpty = (value: unknown) => value === undefined || value === '';

/** No control, bidi, lone-surrogate or invisible characters (text-rules.ts). */
const wellFormed = (kind: TextKind) =>
  z.check<string>((payload) => {
    const problem = findTextProblem(payload.value, kind);
    if (problem === null) return;
    const message = problem === 'invisible' ? 'invisible' : 'invalid';
    payload.issues.push({ code: 'custom', message, input: payload.value });
  });

// Each check aborts the field: one code per field, the first that applies, as the form shows it.
const notBlank = z.refine<string>((value) => !isBlankText(value), { error: 'required', abort: true });
const atMost = (limit: number) => z.maxLength(limit, { error: 'tooLong', abort: true });

/** The three fields the visitor types, as the form validates them and the function stores them. */
export const contactFields = z.strictObject({
  name: text().check(z.trim(), notBlank, atMost(CONTACT_LIMITS.name), wellFormed('line')),
  email: text().check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    atMost(CONTACT_LIMITS.email),
    z.refine(isAcceptableEmail, { error: 'invalid' }),
  ),
  message: text().check(
    // A pasted Windows line break is a line break, not an injection; lone CRs stay forbidden.
    z.overwrite((value) => value.replace(/\r\n/g, '\n').trim()),
    notBlank,
    atMost(CONTACT_LIMITS.message),
    wellFormed('text'),
  ),
});

export type ContactFieldName = keyof typeof contactFields.shape;
export type ContactFieldErrors = Partial<Record<ContactFieldName, FieldErrorCode>>;
const FIELD_NAMES = Object.keys(contactFields.shape) as ContactFieldName[];

/** An optional field: empty text counts as absent; anything else but a string is `invalid`. */
const optional = <T extends z.ZodMiniType<string, string>>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (isEmpty(value) ? undefined : value)),
      z.optional(schema),
    ),
  );

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const requestIdSchema = z.string({ error: 'invalid' }).check(z.regex(REQUEST_ID, { error: 'invalid' }));

export interface ParseOptions {
  /** Object bases of our bucket (each ending in `/o/`), see file-url.ts. */
  fileUrlPrefixes: readonly string[];
}

/**
 * The whole request as the function accepts it. Keys are checked in this order, and the first
 * problem is the one reported: the honeypot first (so a bot learns nothing from a 400), then
 * unknown keys, then the fields.
 */
const requestObject = ({ fileUrlPrefixes }: ParseOptions) =>
  z.strictObject(
    {
      [HONEYPOT_FIELD]: z.optional(z.unknown().check(z.refine(isEmpty, { error: 'honeypot' }))),
      ...contactFields.shape,
      sendNDA: z.enum(SEND_NDA, {
        error: (issue) => (issue.input === undefined ? 'required' : 'invalid'),
      }),
      /** Download URL of the attachment in our bucket under contact/. */
      file: optional(
        z.string({ error: 'invalid' }).check(
          atMost(CONTACT_LIMITS.file),
          z.refine((url) => parseContactFileUrl(url, fileUrlPrefixes) !== null, { error: 'invalid' }),
        ),
      ),
      captchaToken: optional(
        z
          .string({ error: 'invalid' })
          .check(atMost(CONTACT_LIMITS.captchaToken), z.regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid' })),
      ),
      /**
       * Made by the form when the visitor starts a submission and kept across its retries: the
       * lead's id, so a double post or a retry after a lost answer stores one lead.
       */
      requestId: optional(requestIdSchema),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknownField' : 'invalid') },
  );

export const contactRequestSchema = (options: ParseOptions) =>
  z.pipe(
    requestObject(options),
    // The honeypot is a trap, not part of the request.
    z.transform(({ [HONEYPOT_FIELD]: _honeypot, ...request }) => request),
  );

/** The request the function stores: what the schema outputs. */
export type ContactRequest = z.output<ReturnType<typeof contactRequestSchema>>;

export type ContactParseResult =
  { ok: true; value: ContactRequest } | { ok: false; field: string; code: ContactErrorCode; message: string };

const KNOWN_FIELDS = new Set(Object.keys(requestObject({ fileUrlPrefixes: [] }).shape));

/** A field of the request (or `body`), as opposed to a key the sender made up. */
export function isContactRequestField(name: string): boolean {
  return name === 'body' || KNOWN_FIELDS.has(name);
}

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

/** The reported problem: the honeypot, else an unknown key, else the first field's (in key order). */
function firstProblem(issues: readonly z.core.$ZodIssue[]): ContactParseResult {
  const issue =
    issues.find((i) => i.path[0] === HONEYPOT_FIELD) ??
    issues.find((i) => i.code === 'unrecognized_keys') ??
    issues[0]!;
  if (issue.code === 'unrecognized_keys') return fail(String(issue.keys[0]).slice(0, 40), 'unknownField');
  if (issue.path.length === 0) return fail('body', 'invalid');
  return fail(String(issue.path[0]), issue.message as ContactErrorCode);
}

/** What the form highlights on submit: one code per failing field, nothing for valid ones. */
export function validateContactFields(values: Record<ContactFieldName, string>): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of FIELD_NAMES) {
    const result = contactFields.shape[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]!.message as FieldErrorCode;
  }
  return errors;
}

/** The body's `requestId` when it is a well-formed one: what a success would echo. */
export function requestIdOf(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || !Object.hasOwn(input, 'requestId')) return undefined;
  const result = requestIdSchema.safeParse((input as Record<string, unknown>)['requestId']);
  return result.success ? result.data : undefined;
}

/** Validates a decoded JSON body. Never throws; the first problem found is reported. */
export function parseContactRequest(input: unknown, options: ParseOptions): ContactParseResult {
  const result = contactRequestSchema(options).safeParse(input);
  return result.success ? { ok: true, value: result.data } : firstProblem(result.error.issues);
}
