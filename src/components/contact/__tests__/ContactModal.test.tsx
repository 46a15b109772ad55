import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactModal from '../ContactModal';
import { fakeResponse } from '../../../hooks/__tests__/support/fake-response';
import { renderWithProviders } from './support/render';

jest.mock('react-google-recaptcha', () => ({
  __esModule: true,
  default: jest.requireActual('./support/fake-recaptcha').FakeReCAPTCHA,
}));

/** Opens and closes the modal the way the provider does. */
function Harness() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Get in touch
      </button>
      <ContactModal open={open} origin="header" onClose={() => setOpen(false)} />
    </>
  );
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => fakeResponse(200, { ok: true, id: 'lead-1' }));
  window.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => {}); // no gtag in these tests
});
afterEach(() => jest.restoreAllMocks());

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Get in touch' }));
  return screen.findByRole('dialog', { name: 'Tell us about your project' });
}

describe('ContactModal', () => {
  it('shows the founder card, locks page scroll while open and unlocks it when the close icon is used', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const dialog = await openModal(user);
    expect(dialog).toHaveTextContent('Marta Lindqvist');
    expect(dialog).toHaveTextContent('Founder & CEO');
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps a draft across closing and reopening', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await openModal(user);
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'Jane');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openModal(user);
    expect(screen.getByRole('textbox', { name: /your name/i })).toHaveValue('Jane');
  });

  it('after a successful send shows Congrats!, closes on Ok and starts fresh next time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await openModal(user);
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'Jane Doe');
    await user.type(screen.getByRole('textbox', { name: /your email/i }), 'jane@example.com');
    await user.type(screen.getByRole('textbox', { name: /your project/i }), 'An app');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Congrats!' })).toBeInTheDocument();
    const okButton = screen.getByRole('button', { name: 'Ok' });
    expect(okButton).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith('/api/contactFormV2', expect.objectContaining({ method: 'POST' }));

    await user.click(okButton);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openModal(user);
    expect(screen.queryByRole('heading', { name: 'Congrats!' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /your name/i })).toHaveValue('');
  });
});
