import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactButton } from '../ContactButton';
import { fakeResponse } from './support/fake-response';
import { renderWithProviders } from './support/render';
import { installDialogSupport, renderDialogShell } from './support/dialog';
import { contactDialog } from '../contact-dialog';

jest.mock('react-google-recaptcha', () => ({
  __esModule: true,
  default: jest.requireActual('./support/fake-recaptcha').FakeReCAPTCHA,
}));

beforeAll(installDialogSupport);

let fetchMock: jest.Mock;
beforeEach(() => {
  renderDialogShell();
  fetchMock = jest.fn(async () => fakeResponse(200, { ok: true, id: 'lead-1' }));
  window.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => {}); // no gtag in these tests
});
afterEach(() => jest.restoreAllMocks());

const renderOpener = () => renderWithProviders(<ContactButton origin="header">Get in touch</ContactButton>);

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Get in touch' }));
  const dialog = screen.getByRole('dialog', { name: 'Tell us about your project' });
  // The app's form has taken the page's over once the attachment field is there.
  await within(dialog).findByText('Attach the file');
  return dialog;
}

const dialogIsOpen = () => contactDialog()!.open;

describe('ContactModal', () => {
  it('opens with the founder card and the form, and closes from the close icon', async () => {
    const user = userEvent.setup();
    renderOpener();
    const dialog = await openModal(user);
    expect(dialog).toHaveTextContent('Marta Lindqvist');
    expect(dialog).toHaveTextContent('Founder & CEO');
    expect(within(dialog).getAllByRole('form', { name: 'Contact form' })).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialogIsOpen()).toBe(false);
  });

  it('takes over a dialog opened before the app, with what was typed and the focus where it was', async () => {
    const user = userEvent.setup();
    contactDialog()!.showModal(); // the browser's invoker, before any script
    const early = screen.getByRole('textbox', { name: /your project/i });
    await user.type(early, 'Typed before the app');
    renderOpener(); // the app starts: its provider finds the dialog open
    const dialog = screen.getByRole('dialog', { name: 'Tell us about your project' });
    await within(dialog).findByText('Attach the file');
    const message = within(dialog).getByRole('textbox', { name: /your project/i });
    expect(message).not.toBe(early);
    expect(early).not.toBeInTheDocument();
    expect(message).toHaveValue('Typed before the app');
    expect(message).toHaveFocus();
    expect(within(dialog).getAllByRole('form', { name: 'Contact form' })).toHaveLength(1);
  });

  it('keeps a draft across closing and reopening', async () => {
    const user = userEvent.setup();
    renderOpener();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: /your name/i }), 'Jane');
    contactDialog()!.close();
    await openModal(user);
    expect(within(dialog).getByRole('textbox', { name: /your name/i })).toHaveValue('Jane');
  });

  it('after a successful send shows Congrats!, closes on Ok and starts fresh next time', async () => {
    const user = userEvent.setup();
    renderOpener();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: /your name/i }), 'Jane Doe');
    await user.type(within(dialog).getByRole('textbox', { name: /your email/i }), 'jane@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /your project/i }), 'An app');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('heading', { name: 'Congrats!' })).toBeInTheDocument();
    const okButton = within(dialog).getByRole('button', { name: 'Ok' });
    expect(okButton).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith('/api/contactFormV2', expect.objectContaining({ method: 'POST' }));

    await user.click(okButton);
    expect(dialogIsOpen()).toBe(false);
    await openModal(user);
    await waitFor(() =>
      expect(within(dialog).queryByRole('heading', { name: 'Congrats!' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('textbox', { name: /your name/i })).toHaveValue('');
  });
});
