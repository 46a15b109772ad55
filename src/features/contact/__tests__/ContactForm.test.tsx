/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTACHMENT } from '@fernhill/lead-pipeline/contact/schema';
import { ContactForm } from '../ContactForm';
import type { ContactRequestDeps } from '../useContactRequest';
import { fakeResponse } from './support/fake-response';
import { renderWithProviders } from './support/render';
import type { ContactOrigin } from '../../../contact-openers/contact-dialog';
import * as captchaCss from '../CaptchaField.css';

jest.mock('react-google-recaptcha', () => ({
  __esModule: true,
  default: jest.requireActual('./support/fake-recaptcha').FakeReCAPTCHA,
}));

type GtagCall = unknown[];
let gtagCalls: GtagCall[];
let consoleError: jest.SpyInstance;

beforeEach(() => {
  gtagCalls = [];
  (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => gtagCalls.push(args);
  process.env.GATSBY_ADS_CONVERSIONS = JSON.stringify({ contact_form: 'AW-1/form' });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  delete (window as unknown as { gtag?: unknown }).gtag;
  delete process.env.GATSBY_ADS_CONVERSIONS;
  consoleError.mockRestore();
});

function setup(answer: () => Promise<Response>, origin: ContactOrigin = 'header') {
  const fetch = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) => answer());
  const upload = jest.fn(
    async (_file: File, path: string) => `http://127.0.0.1:8123/v0/b/b/o/${encodeURIComponent(path)}`,
  );
  const deps: Partial<ContactRequestDeps> = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    upload,
    unique: () => 'u1',
  };
  const onSent = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<ContactForm origin={() => origin} onSent={onSent} requestDeps={deps} />);
  const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
  const name = field(/your name/i);
  const email = field(/your email/i);
  const message = field(/your project/i);
  const send = screen.getByRole('button', { name: 'Send' });
  const body = () => JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>;
  const fill = async () => {
    await user.type(name, 'Jane Doe');
    await user.type(email, 'jane@example.com');
    await user.type(message, 'A habit tracker.');
  };
  return { fetch, upload, onSent, user, name, email, message, send, body, fill };
}

const ok = async () => fakeResponse(200, { ok: true, id: 'lead-1' });

describe('ContactForm', () => {
  it('labels every input visibly and keeps the spec placeholders', () => {
    const { name, email, message } = setup(ok);
    expect(name).toHaveAttribute('placeholder', 'Name');
    expect(email).toHaveAttribute('placeholder', 'Email');
    expect(message).toHaveAttribute('placeholder', 'Describe your project...');
    expect(screen.getByLabelText('Attach the file')).toHaveAttribute(
      'accept',
      '.doc,.docx,.pdf,.txt,.text,.pptx',
    );
    expect(screen.getByRole('switch', { name: 'Send me NDA' })).not.toBeChecked();
  });

  it('marks empty required fields red on submit and clears each one as the user types in it', async () => {
    const { user, name, email, message, send, fetch } = setup(ok);
    await user.click(send);

    for (const input of [name, email, message]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByRole('group', { name: 'Human verification' })).toHaveClass(captchaCss.missing);
    expect(name).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(name, 'J');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an e-mail without the required shape', async () => {
    const { user, name, email, message, send, fetch } = setup(ok);
    await user.type(name, 'Jane');
    await user.type(email, 'jane@example');
    await user.type(message, 'Hi');
    await user.click(send);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/valid email address/);
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends without a captcha token (the server decides) but shows the captcha box red', async () => {
    const { fill, user, send, fetch, body } = setup(ok);
    await fill();
    await user.click(send);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(body()).not.toHaveProperty('captchaToken');
    expect(screen.getByRole('group', { name: 'Human verification' })).toHaveClass(captchaCss.missing);
  });

  it('cannot be sent twice: the button is busy and the inputs are read-only while sending', async () => {
    let release!: (response: Response) => void;
    const { fill, user, send, name, fetch, onSent } = setup(
      () => new Promise((resolve) => (release = resolve)),
    );
    await fill();
    await user.click(send);
    expect(send).toBeDisabled();
    expect(name).toHaveAttribute('readonly');
    // The disabled button cannot be clicked; Enter in a field and a scripted submit are ignored too.
    await user.type(name, '{Enter}');
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    expect(fetch).toHaveBeenCalledTimes(1);

    release(fakeResponse(200, { ok: true, id: 'lead-1', reference: 'FH-7K3Q-92XD' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('Jane Doe', 'FH-7K3Q-92XD'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uploads the attachment, sends NDA and captcha token, then reports analytics for the header', async () => {
    const { fill, user, send, upload, body, onSent } = setup(ok);
    await fill();
    const pdf = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Attach the file'), pdf);
    expect(screen.getByLabelText('brief.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Send me NDA' }));
    await user.click(screen.getByRole('button', { name: 'I am not a robot' }));
    await user.click(send);

    await waitFor(() => expect(onSent).toHaveBeenCalledWith('Jane Doe', null));
    expect(upload).toHaveBeenCalledWith(pdf, 'contact/Jane-Doe/u1-brief.pdf', 'application/pdf');
    expect(body()).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      message: 'A habit tracker.',
      sendNDA: 'Yes',
      file: 'http://127.0.0.1:8123/v0/b/b/o/contact%2FJane-Doe%2Fu1-brief.pdf',
      captchaToken: 'test-token',
      website: '',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(gtagCalls).toEqual([
      ['event', 'get_in_touch_home_inside', { page: 'main_page' }],
      ['event', 'conversion', { send_to: 'AW-1/form' }],
    ]);
  });

  it('sends only the conversion when opened from somewhere else than the header', async () => {
    const { fill, user, send, onSent } = setup(ok, 'contact-block');
    await fill();
    await user.click(send);
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(gtagCalls).toEqual([['event', 'conversion', { send_to: 'AW-1/form' }]]);
  });

  it('keeps everything typed and shows the server message and the e-mail address when sending fails', async () => {
    const answer = async () =>
      fakeResponse(503, { ok: false, error: 'unavailable', message: 'We could not save your request.' });
    const { fill, user, send, name, email, message, onSent } = setup(answer);
    await fill();
    await user.click(send);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save your request.');
    expect(within(alert).getByRole('link', { name: 'hello@fernhill.studio' })).toHaveAttribute(
      'href',
      'mailto:hello@fernhill.studio',
    );
    expect(name).toHaveValue('Jane Doe');
    expect(email).toHaveValue('jane@example.com');
    expect(message).toHaveValue('A habit tracker.');
    expect(name).not.toHaveAttribute('readonly');
    expect(send).toBeEnabled();
    await user.type(message, ' Soon.');
    expect(message).toHaveValue('A habit tracker. Soon.');
    expect(onSent).not.toHaveBeenCalled();
    expect(gtagCalls).toEqual([]);
  });

  it('says when to retry after a 429 and what to do when the network is down', async () => {
    let answer = async () =>
      fakeResponse(
        429,
        // The server's own words: the notice says one thing, from Retry-After, not both.
        { ok: false, error: 'rateLimited', message: 'Too many requests. Please try again in a few minutes.' },
        { 'Retry-After': '180' },
      );
    const { fill, user, send } = setup(() => answer());
    await fill();
    await user.click(send);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. You can try again in about 3 minutes.');
    expect(alert).not.toHaveTextContent('a few minutes');

    answer = async () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(send);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/could not reach our server/));
  });

  it('marks the field the server refused', async () => {
    const answer = async () =>
      fakeResponse(400, {
        ok: false,
        error: 'invalid',
        field: 'name',
        message: 'Your name contains characters we cannot accept.',
      });
    const { fill, user, send, name } = setup(answer);
    await fill();
    await user.click(send);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Your name contains characters we cannot accept.');
  });

  it('refuses a file over the limit with a visible reason, and lets a chosen file be removed', async () => {
    const { user } = setup(ok);
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: ATTACHMENT.maxBytes + 1 });
    const input = screen.getByLabelText('Attach the file');
    await user.upload(input, big);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/larger than 10 MB/);
    expect(screen.getByText(/“huge.pdf” is larger than 10 MB/)).toBeVisible();

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByLabelText('notes.txt')).toBe(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.getByLabelText('Attach the file')).toBe(input);
  });
});
