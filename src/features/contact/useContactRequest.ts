import * as React from 'react';
import {
  attachmentContentType,
  HONEYPOT_FIELD,
  type ContactRequest,
} from '@fernhill/lead-pipeline/contact/schema';
import { contactUploadPath } from '@fernhill/lead-pipeline/contact/upload-path';

/**
 * What the visitor entered, as the form hands it over: the request (the schema's type) before it
 * is validated, with the chosen File where the request will carry its download URL (uploaded here
 * before the post), and the hidden honeypot input's value (empty for people). The `requestId` is
 * set by the hook, and names this submission across its retries so the function stores it once.
 */
export type ContactDraft = Omit<ContactRequest, 'file'> & { file: File | null; [HONEYPOT_FIELD]?: string };

export type ContactFailure =
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'captcha'; message: string }
  | { kind: 'rateLimited'; message: string; retryAfterSeconds: number | null }
  | { kind: 'upload'; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'server'; status: number; message: string };

/** `reference`: what the visitor quotes (FH-XXXX-XXXX), null from a server that sends none. */
export type ContactOutcome =
  { ok: true; id: string; reference: string | null } | { ok: false; failure: ContactFailure };

export interface ContactRequestDeps {
  /** Stores the file at `path` and returns its download URL (Firebase Storage by default). */
  upload: (file: File, path: string, contentType: string | undefined) => Promise<string>;
  fetch: typeof fetch;
  /** The App Check token for `X-Firebase-AppCheck`, or null where App Check is not configured. */
  appCheckToken: () => Promise<string | null>;
  /** Makes each object name unique (objects are never overwritten). */
  unique: () => string;
  endpoint: string;
}

export const CONTACT_ENDPOINT = '/api/contactFormV2';

const MESSAGES = {
  network: 'We could not reach our server. Please check your connection and try again.',
  upload:
    'Your file could not be uploaded. Please try again, or remove the attachment and send the form without it.',
  server: 'Something went wrong on our side. Please try again in a minute.',
  tooLarge: 'The request is too large.',
  rateLimited: 'Too many requests. Please try again in a few minutes.',
} as const;

const defaultDeps: ContactRequestDeps = {
  upload: async (file, path, contentType) => {
    const { uploadContactFile } = await import('./firebase/storage.ts');
    return uploadContactFile(file, path, contentType);
  },
  fetch: (...args) => window.fetch(...args),
  appCheckToken: async () => {
    const { contactAppCheckToken } = await import('./firebase/app.ts');
    return contactAppCheckToken();
  },
  unique: newRequestId,
  endpoint: CONTACT_ENDPOINT,
};

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function failureFromResponse(response: Response, body: Record<string, unknown>): ContactFailure {
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
  const { status } = response;
  if (status === 400 && typeof body.field === 'string') {
    return { kind: 'invalid', field: body.field, message: serverMessage ?? MESSAGES.server };
  }
  if (status === 403 && body.error === 'captcha')
    return { kind: 'captcha', message: serverMessage ?? MESSAGES.server };
  if (status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return {
      kind: 'rateLimited',
      message: serverMessage ?? MESSAGES.rateLimited,
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
    };
  }
  if (status === 413) return { kind: 'server', status, message: serverMessage ?? MESSAGES.tooLarge };
  return { kind: 'server', status, message: serverMessage ?? MESSAGES.server };
}

/** Files already uploaded for a name: a retry after a failed post does not upload them again. */
export type UploadCache = WeakMap<File, { name: string; url: string }>;

/** The whole sequence, without React: upload (if a file) → download URL → POST. Never throws. */
export async function sendContactRequest(
  submission: ContactDraft,
  deps: ContactRequestDeps,
  uploads: UploadCache = new WeakMap(),
): Promise<ContactOutcome> {
  const { file, captchaToken, website, ...fields } = submission;
  let fileUrl: string | undefined;
  if (file) {
    const cached = uploads.get(file);
    if (cached && cached.name === fields.name) fileUrl = cached.url;
    else {
      try {
        const path = contactUploadPath(fields.name, file.name, deps.unique());
        fileUrl = await deps.upload(file, path, attachmentContentType(file.name));
        uploads.set(file, { name: fields.name, url: fileUrl });
      } catch (error) {
        console.error('Contact attachment upload failed', error);
        return { ok: false, failure: { kind: 'upload', message: MESSAGES.upload } };
      }
    }
  }
  const payload = {
    ...fields,
    ...(fileUrl ? { file: fileUrl } : {}),
    ...(captchaToken ? { captchaToken } : {}),
    [HONEYPOT_FIELD]: website ?? '',
  };
  // Without a token the function refuses the post and says why; the form shows that sentence.
  const appCheckToken = await deps.appCheckToken().catch((error: unknown) => {
    console.error('App Check token unavailable', error);
    return null;
  });
  let response: Response;
  try {
    response = await deps.fetch(deps.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(appCheckToken ? { 'x-firebase-appcheck': appCheckToken } : {}),
      },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    console.error('Contact request failed', error);
    return { ok: false, failure: { kind: 'network', message: MESSAGES.network } };
  }
  const body = await readJson(response);
  if (response.ok && body.ok === true)
    return {
      ok: true,
      id: typeof body.id === 'string' ? body.id : '',
      reference: typeof body.reference === 'string' ? body.reference : null,
    };
  const failure = failureFromResponse(response, body);
  console.error('Contact request failed', response.status, failure);
  return { ok: false, failure };
}

/**
 * A random UUID (v4): the request id the function accepts, and the upload's unique object name.
 * `randomUUID` exists only in secure contexts; `getRandomValues` everywhere.
 */
export function newRequestId(): string {
  if (globalThis.crypto?.randomUUID) return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What makes two submits the same submission: everything the visitor entered, not the captcha. */
const submissionKey = ({ name, email, message, sendNDA, file }: ContactDraft) =>
  JSON.stringify([name, email, message, sendNDA, file && [file.name, file.size, file.lastModified]]);

export type ContactRequestState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'succeeded'; id: string }
  | { status: 'failed'; failure: ContactFailure };

/**
 * The one place a contact request is sent from. A second submit while one is in flight is
 * ignored (returns null), so a double click or Enter cannot send twice.
 */
export function useContactRequest(overrides: Partial<ContactRequestDeps> = {}) {
  const [state, setState] = React.useState<ContactRequestState>({ status: 'idle' });
  const inFlight = React.useRef(false);
  const uploads = React.useRef<UploadCache>(new WeakMap());
  const deps = React.useRef<ContactRequestDeps>({ ...defaultDeps, ...overrides });
  // A retry of an unchanged submission (after a lost answer, a timeout) keeps its request id.
  const pendingId = React.useRef<{ key: string; id: string } | null>(null);

  const submit = React.useCallback(async (submission: ContactDraft): Promise<ContactOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setState({ status: 'submitting' });
    const key = submissionKey(submission);
    if (pendingId.current?.key !== key) pendingId.current = { key, id: newRequestId() };
    try {
      const requestId = pendingId.current.id;
      const outcome = await sendContactRequest({ ...submission, requestId }, deps.current, uploads.current);
      if (outcome.ok) pendingId.current = null;
      setState(
        outcome.ok ? { status: 'succeeded', id: outcome.id } : { status: 'failed', failure: outcome.failure },
      );
      return outcome;
    } finally {
      inFlight.current = false;
    }
  }, []);

  // App Check's provider and token take a moment (the SDK's chunks, then the provider): asked for
  // once the visitor starts filling the form, they are ready by Send. The SDK caches the token.
  const prepared = React.useRef(false);
  const prepare = React.useCallback(() => {
    if (prepared.current) return;
    prepared.current = true;
    deps.current.appCheckToken().catch(() => (prepared.current = false));
  }, []);

  const reset = React.useCallback(() => setState({ status: 'idle' }), []);
  return { state, submit, reset, prepare };
}
