/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactButton } from '../../../contact-openers/ContactButton';
import { fakeResponse } from './support/fake-response';
import { renderWithProviders } from './support/render';
import {
  hydrateShippedDialog,
  installDialogSupport,
  removeShippedDialogs,
  shipDialog,
} from './support/dialog';
import { contactDialog, dialogOrigin } from '../../../contact-openers/contact-dialog';
import { HYDRATED_ATTRIBUTE } from '../../../loading';

jest.mock('react-google-recaptcha', () => ({
  __esModule: true,
  default: jest.requireActual('./support/fake-recaptcha').FakeReCAPTCHA,
}));

beforeAll(installDialogSupport);

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => fakeResponse(200, { ok: true, id: 'lead-1', reference: 'FH-7K3Q-92XD' }));
  window.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => {}); // no gtag in these tests
});
afterEach(() => {
  removeShippedDialogs();
  jest.restoreAllMocks();
});

const renderOpener = () => renderWithProviders(<ContactButton origin="header">Get in touch</ContactButton>);
const dialogIsOpen = () => contactDialog()!.open;
const theDialog = () => screen.getByRole('dialog', { name: 'Tell us about your project' });
const textbox = (name: RegExp) =>
  within(theDialog()).getByRole<HTMLInputElement | HTMLTextAreaElement>('textbox', { name });

describe('the contact dialog, shipped by the page and hydrated by the app', () => {
  it('keeps the very inputs the visitor types in: every character, the focus and the caret', async () => {
    const user = userEvent.setup();
    const container = shipDialog();
    // From here on: React reports a hydration mismatch through console.error.
    const errors = jest.spyOn(console, 'error');
    contactDialog()!.showModal(); // the browser's invoker, before any script
    const name = textbox(/your name/i);
    const message = textbox(/your project/i);
    await user.type(name, 'Jane');
    await user.type(message, 'abcdefghij');
    message.setSelectionRange(3, 3); // the caret moved back into the text
    await hydrateShippedDialog(container);
    await user.keyboard('XY');
    expect(textbox(/your project/i)).toBe(message); // hydrated in place, not replaced
    expect(message).toHaveFocus();
    expect(message).toHaveValue('abcXYdefghij');
    expect(name).toHaveValue('Jane');
    expect(within(theDialog()).getAllByRole('form', { name: 'Contact form' })).toHaveLength(1);
    // Hydration matched the server's markup: React reports any mismatch through console.error.
    expect(errors).not.toHaveBeenCalled();
  });

  it('sends, once, a Send pressed before the app hydrated the form', async () => {
    const user = userEvent.setup();
    const container = shipDialog();
    contactDialog()!.showModal();
    await user.type(textbox(/your name/i), 'Jane Doe');
    await user.type(textbox(/your email/i), 'jane@example.com');
    await user.type(textbox(/your project/i), 'An app');
    await user.click(within(theDialog()).getByRole('button', { name: 'Send' }));
    expect(fetchMock).not.toHaveBeenCalled(); // the form never posts by itself
    await hydrateShippedDialog(container);
    expect(await within(theDialog()).findByRole('heading', { name: 'Congrats!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      message: 'An app',
      sendNDA: 'No',
    });
  });

  it('opens from its opener with the founder card, is hydrated on that click, and closes from the close icon', async () => {
    const user = userEvent.setup();
    const container = shipDialog();
    renderOpener();
    await user.click(screen.getByRole('button', { name: 'Get in touch' }));
    expect(dialogIsOpen()).toBe(true);
    expect(theDialog()).toHaveTextContent('Marta Lindqvist');
    expect(theDialog()).toHaveTextContent('Founder & CEO');
    await waitFor(() => expect(container).toHaveAttribute(HYDRATED_ATTRIBUTE));
    await user.click(within(theDialog()).getByRole('button', { name: 'Close' }));
    expect(dialogIsOpen()).toBe(false);
  });

  it('records which opener opened it, before the app and after, on the dialog itself', async () => {
    const user = userEvent.setup();
    const container = shipDialog();
    renderWithProviders(
      <>
        <ContactButton origin="cta">Start a project</ContactButton>
        <ContactButton origin="contact-block">Fill out the contact form</ContactButton>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Start a project' }));
    expect(dialogOrigin()).toBe('cta');
    contactDialog()!.close();
    await hydrateShippedDialog(container);
    await user.click(screen.getByRole('button', { name: 'Fill out the contact form' }));
    expect(dialogIsOpen()).toBe(true);
    expect(dialogOrigin()).toBe('contact-block');
  });

  it('keeps a draft across closing and reopening, and starts fresh after a successful send', async () => {
    const user = userEvent.setup();
    const container = shipDialog();
    renderOpener();
    await hydrateShippedDialog(container);
    await user.click(screen.getByRole('button', { name: 'Get in touch' }));
    expect(dialogIsOpen()).toBe(true);
    await user.type(textbox(/your name/i), 'Jane Doe');
    contactDialog()!.close();
    await user.click(screen.getByRole('button', { name: 'Get in touch' }));
    expect(textbox(/your name/i)).toHaveValue('Jane Doe');

    await user.type(textbox(/your email/i), 'jane@example.com');
    await user.type(textbox(/your project/i), 'An app');
    await user.click(within(theDialog()).getByRole('button', { name: 'Send' }));
    expect(await within(theDialog()).findByRole('heading', { name: 'Congrats!' })).toBeInTheDocument();
    // The reference the API answered, the one the auto-reply quotes.
    expect(within(theDialog()).getByRole('status')).toHaveTextContent('Your reference: FH-7K3Q-92XD');
    const okButton = within(theDialog()).getByRole('button', { name: 'Ok' });
    expect(okButton).toHaveFocus();
    await user.click(okButton);
    expect(dialogIsOpen()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Get in touch' }));
    await waitFor(() => expect(textbox(/your name/i)).toHaveValue(''));
    expect(within(theDialog()).queryByRole('heading', { name: 'Congrats!' })).not.toBeInTheDocument();
  });
});
