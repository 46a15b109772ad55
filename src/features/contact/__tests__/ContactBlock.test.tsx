/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactBlock } from '../ContactBlock';
import { TOAST_COPY_MS } from '../../../ui/ToastProvider';
import { renderWithProviders } from './support/render';
import { installDialogSupport, removeShippedDialogs, shipDialog } from './support/dialog';
import { contactDialog } from '../../../contact-openers/contact-dialog';

jest.mock('react-google-recaptcha', () => ({
  __esModule: true,
  default: jest.requireActual('./support/fake-recaptcha').FakeReCAPTCHA,
}));
// notistack renders the toast; its own behaviour is not under test here.
jest.mock('../../../ui/ToastHost', () => ({
  __esModule: true,
  default: ({ queue }: { queue: { key: number; message: string; autoHideDuration?: number }[] }) => (
    <ul aria-label="toasts">
      {queue.map((t) => (
        <li key={t.key} data-duration={t.autoHideDuration}>
          {t.message}
        </li>
      ))}
    </ul>
  ),
}));

let gtagCalls: unknown[][];
beforeEach(() => {
  gtagCalls = [];
  (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => gtagCalls.push(args);
  process.env.GATSBY_ADS_CONVERSIONS = JSON.stringify({
    email: 'AW-1/e',
    whatsapp: 'AW-1/w',
    book_a_call: 'AW-1/b',
  });
});
afterEach(() => {
  delete (window as unknown as { gtag?: unknown }).gtag;
  delete process.env.GATSBY_ADS_CONVERSIONS;
});

// Links are not followed in jsdom; only the click handlers matter here.
const click = (element: HTMLElement) =>
  act(() => {
    element.addEventListener('click', (event) => event.preventDefault(), { once: true });
    element.click();
  });

describe('ContactBlock', () => {
  it('offers e-mail, WhatsApp, the phone line and the form by default, with the founder card', () => {
    renderWithProviders(<ContactBlock />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tell us about your project!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@fernhill.studio' })).toHaveAttribute(
      'href',
      'mailto:hello@fernhill.studio',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/14155550142',
    );
    expect(screen.getByRole('link', { name: '+1 415 555 0142' })).toHaveAttribute('href', 'tel:+14155550142');
    expect(screen.getByRole('button', { name: 'Fill out the contact form' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book a call' })).not.toBeInTheDocument();
    expect(screen.getByText('Marta Lindqvist')).toBeInTheDocument();
    expect(screen.getByText('Founder & CEO')).toBeInTheDocument();
    expect(screen.getByText(/top priority/)).toBeInTheDocument();
  });

  it('with showPhone hides the call link and offers Book a call instead of the form', () => {
    renderWithProviders(<ContactBlock showPhone />);
    expect(screen.queryByRole('link', { name: /415/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill out the contact form' })).not.toBeInTheDocument();
    const book = screen.getByRole('link', { name: 'Book a call' });
    expect(book).toHaveAttribute('href', 'https://cal.com/fernhill-studio/intro-call');
    expect(book).toHaveAttribute('target', '_blank');
  });

  it('sends the spec analytics events for each channel', () => {
    const { unmount } = renderWithProviders(<ContactBlock />);
    click(screen.getByRole('link', { name: 'hello@fernhill.studio' }));
    click(screen.getByRole('link', { name: 'WhatsApp' }));
    click(screen.getByRole('link', { name: '+1 415 555 0142' }));
    unmount();
    renderWithProviders(<ContactBlock showPhone />);
    click(screen.getByRole('link', { name: 'Book a call' }));
    expect(gtagCalls).toEqual([
      ['event', 'get_in_touch_home_inside_email', undefined],
      ['event', 'conversion', { send_to: 'AW-1/e' }],
      ['event', 'get_in_touch_home_inside_WhatsApp', undefined],
      ['event', 'whatsapp_click', undefined],
      ['event', 'conversion', { send_to: 'AW-1/w' }],
      ['event', 'call_click', undefined],
      ['event', 'get_in_touch_home_inside_book_a_call', undefined],
      ['event', 'conversion', { send_to: 'AW-1/b' }],
    ]);
  });

  it('only warns when gtag is absent', () => {
    delete (window as unknown as { gtag?: unknown }).gtag;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderWithProviders(<ContactBlock />);
      click(screen.getByRole('link', { name: 'WhatsApp' }));
      expect(warn.mock.calls.map((c) => c[0])).toEqual([
        'Analytics is not available; event "get_in_touch_home_inside_WhatsApp" was not sent.',
        'Analytics is not available; event "whatsapp_click" was not sent.',
        'Analytics is not available; conversion "whatsapp" was not sent.',
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('copies the e-mail address and confirms with the short copy toast', async () => {
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const user = userEvent.setup();
    renderWithProviders(<ContactBlock />);
    // user-event installs its own clipboard on setup; put the spy back after it.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy email address' }));
    expect(writeText).toHaveBeenCalledWith('hello@fernhill.studio');
    const toast = await screen.findByText('Copied to clipboard');
    expect(toast).toHaveAttribute('data-duration', String(TOAST_COPY_MS));
  });

  // Escape and the focus's return are the browser's (a native dialog): tests/e2e/contact*.spec.ts.
  it('opens the contact dialog from "Fill out the contact form", with the form, and closes it', async () => {
    installDialogSupport();
    shipDialog();
    const user = userEvent.setup();
    renderWithProviders(<ContactBlock />);
    await user.click(screen.getByRole('button', { name: 'Fill out the contact form' }));
    const dialog = screen.getByRole('dialog', { name: 'Tell us about your project' });
    expect(dialog).toHaveAccessibleDescription(/reply within one business day/);
    expect(await within(dialog).findByText('Attach the file')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(contactDialog()!.open).toBe(false);
    removeShippedDialogs();
  });
});
