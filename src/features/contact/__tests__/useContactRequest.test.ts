/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import {
  sendContactRequest,
  useContactRequest,
  type ContactRequestDeps,
  type ContactDraft,
} from '../useContactRequest';
import { fakeResponse } from './support/fake-response';

const submission = (overrides: Partial<ContactDraft> = {}): ContactDraft => ({
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'We need an app.',
  sendNDA: 'Yes',
  file: null,
  captchaToken: 'captcha-token',
  ...overrides,
});

const json = fakeResponse;

/** Dependencies that record the order of the steps. */
function fakeDeps(response: () => Promise<Response> = async () => json(200, { ok: true, id: 'lead-1' })) {
  const steps: string[] = [];
  const upload = jest.fn(async (file: File, path: string) => {
    steps.push(`upload ${path}`);
    return `http://127.0.0.1:8123/v0/b/bucket/o/${encodeURIComponent(path)}?alt=media&token=abc12345`;
  });
  const fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    steps.push(`post ${String(url)}`);
    void init;
    return response();
  });
  const deps: ContactRequestDeps = {
    upload,
    fetch: fetch as unknown as typeof globalThis.fetch,
    appCheckToken: async () => 'app-check-token',
    unique: () => 'u1',
    endpoint: '/api/contactFormV2',
  };
  const sentBody = () => JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>;
  return { deps, steps, upload, fetch, sentBody };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('sendContactRequest', () => {
  it('uploads the file first, then posts its download URL with the fields', async () => {
    const { deps, steps, upload, fetch, sentBody } = fakeDeps();
    const file = new File(['%PDF-1.4'], 'Project brief.pdf', { type: 'application/pdf' });
    const outcome = await sendContactRequest(submission({ file }), deps);

    expect(outcome).toEqual({ ok: true, id: 'lead-1', reference: null });
    expect(steps).toEqual(['upload contact/Jane-Doe/u1-Project-brief.pdf', 'post /api/contactFormV2']);
    expect(upload).toHaveBeenCalledWith(file, 'contact/Jane-Doe/u1-Project-brief.pdf', 'application/pdf');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(sentBody()).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      message: 'We need an app.',
      sendNDA: 'Yes',
      file: 'http://127.0.0.1:8123/v0/b/bucket/o/contact%2FJane-Doe%2Fu1-Project-brief.pdf?alt=media&token=abc12345',
      captchaToken: 'captcha-token',
      website: '',
    });
  });

  it('sends the App Check token in X-Firebase-AppCheck, and posts without it when there is none', async () => {
    const { deps, fetch } = fakeDeps();
    await sendContactRequest(submission(), deps);
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({
      'content-type': 'application/json',
      'x-firebase-appcheck': 'app-check-token',
    });
    deps.appCheckToken = async () => Promise.reject(new Error('appCheck/fetch-network-error'));
    await sendContactRequest(submission(), deps);
    expect(fetch.mock.calls[1]?.[1]?.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('asks for the App Check token once when prepared (the visitor started typing), before any send', async () => {
    const { deps, fetch } = fakeDeps();
    const appCheckToken = jest.fn(async () => 'app-check-token');
    const { result } = renderHook(() => useContactRequest({ ...deps, appCheckToken }));
    expect(appCheckToken).not.toHaveBeenCalled();
    act(() => {
      result.current.prepare();
      result.current.prepare();
    });
    expect(appCheckToken).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts without uploading when no file was chosen, and omits an empty captcha token', async () => {
    const { deps, steps, upload, sentBody } = fakeDeps();
    await sendContactRequest(submission({ captchaToken: undefined }), deps);
    expect(upload).not.toHaveBeenCalled();
    expect(steps).toEqual(['post /api/contactFormV2']);
    expect(sentBody()).not.toHaveProperty('file');
    expect(sentBody()).not.toHaveProperty('captchaToken');
  });

  it('does not post when the upload fails', async () => {
    const { deps, fetch } = fakeDeps();
    deps.upload = jest.fn(async () => Promise.reject(new Error('storage/unauthorized')));
    const outcome = await sendContactRequest(submission({ file: new File(['x'], 'a.txt') }), deps);
    expect(outcome).toEqual({
      ok: false,
      failure: { kind: 'upload', message: expect.stringMatching(/could not be uploaded/) },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [
      '400 with a field',
      () =>
        json(400, {
          ok: false,
          error: 'invalid',
          field: 'email',
          message: 'Please enter a valid email address.',
        }),
      { kind: 'invalid', field: 'email', message: 'Please enter a valid email address.' },
    ],
    [
      '403 captcha',
      () => json(403, { ok: false, error: 'captcha', message: 'Please confirm that you are not a robot.' }),
      { kind: 'captcha', message: 'Please confirm that you are not a robot.' },
    ],
    [
      '429 with Retry-After',
      () =>
        json(
          429,
          { ok: false, error: 'rateLimited', message: 'Too many requests.' },
          { 'retry-after': '120' },
        ),
      { kind: 'rateLimited', message: 'Too many requests.', retryAfterSeconds: 120 },
    ],
    [
      '503 with a message',
      () => json(503, { ok: false, error: 'unavailable', message: 'We could not save your request.' }),
      { kind: 'server', status: 503, message: 'We could not save your request.' },
    ],
    [
      '502 without a body',
      () => fakeResponse(502, 'Bad gateway'),
      { kind: 'server', status: 502, message: expect.stringMatching(/went wrong on our side/) },
    ],
    [
      '200 that is not ok',
      () => json(200, { nope: true }),
      { kind: 'server', status: 200, message: expect.stringMatching(/went wrong/) },
    ],
  ])('reports %s with the server message', async (_case, answer, failure) => {
    const { deps } = fakeDeps(async () => answer());
    await expect(sendContactRequest(submission(), deps)).resolves.toEqual({ ok: false, failure });
    expect(consoleError).toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    const { deps } = fakeDeps(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendContactRequest(submission(), deps)).resolves.toEqual({
      ok: false,
      failure: { kind: 'network', message: expect.stringMatching(/could not reach our server/) },
    });
  });
});

describe('useContactRequest', () => {
  it('goes idle → submitting → failed, keeps the submission untouched, and re-uploads nothing on retry', async () => {
    let answer = async () => json(500, { ok: false, error: 'unavailable', message: 'Try later.' });
    const { deps, upload } = fakeDeps(() => answer());
    const { result } = renderHook(() => useContactRequest(deps));
    const file = new File(['%PDF-1.4'], 'brief.pdf');
    const values = submission({ file });
    const copy = { ...values };

    expect(result.current.state).toEqual({ status: 'idle' });
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.submit(values);
    });
    expect(result.current.state).toEqual({ status: 'submitting' });
    await act(async () => {
      await pending;
    });
    expect(result.current.state).toEqual({
      status: 'failed',
      failure: { kind: 'server', status: 500, message: 'Try later.' },
    });
    expect(values).toEqual(copy);

    answer = async () => json(200, { ok: true, id: 'lead-2' });
    await act(async () => {
      await result.current.submit(values);
    });
    expect(result.current.state).toEqual({ status: 'succeeded', id: 'lead-2' });
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('sends one request id across retries of a submission, and a new one once it changed or succeeded', async () => {
    let answer: () => Promise<Response> = async () => Promise.reject(new TypeError('Failed to fetch'));
    const { deps, fetch } = fakeDeps(() => answer());
    const { result } = renderHook(() => useContactRequest(deps));
    const sentIds = () =>
      fetch.mock.calls.map((call) => JSON.parse(String(call[1]?.body)).requestId as string);
    const submitted = async (values: ContactDraft) => {
      await act(async () => {
        await result.current.submit(values);
      });
    };
    await submitted(submission({ captchaToken: 'token-1' }));
    await submitted(submission({ captchaToken: 'token-2' }));
    await submitted(submission({ message: 'Changed after the failure.' }));
    answer = async () => json(200, { ok: true, id: 'lead-3' });
    await submitted(submission({ message: 'Changed after the failure.' }));
    await submitted(submission({ message: 'Changed after the failure.' }));
    const [a, b, c, d, e] = sentIds();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([b, c, d, e]).toEqual([a, expect.any(String), c, expect.any(String)]);
    expect(new Set([a, c, e]).size).toBe(3);
  });

  it('ignores a second submit while one is in flight', async () => {
    let release!: (response: Response) => void;
    const { deps, fetch } = fakeDeps(() => new Promise<Response>((resolve) => (release = resolve)));
    const { result } = renderHook(() => useContactRequest(deps));
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.submit(submission());
      second = result.current.submit(submission());
    });
    await expect(second).resolves.toBeNull();
    await act(async () => {
      await Promise.resolve();
      release(json(200, { ok: true, id: 'x' }));
      await first;
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ status: 'succeeded', id: 'x' });
  });
});
