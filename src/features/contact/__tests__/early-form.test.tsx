import { screen } from '@testing-library/react';
import { readEarlyForm } from '../early-form';
import { installDialogSupport, renderDialogShell } from './support/dialog';
import { contactDialog } from '../contact-dialog';

beforeAll(installDialogSupport);

describe('the hand-over from the page’s own form', () => {
  it('reads the form again as it removes it: text typed while the app rendered is not lost', () => {
    renderDialogShell();
    const dialog = contactDialog()!;
    dialog.showModal();
    const name = screen.getByRole('textbox', { name: /your name/i }) as HTMLInputElement;
    name.value = 'Ja';
    const early = readEarlyForm(dialog, window);
    expect(early.draft.name).toBe('Ja');
    name.value = 'Jane'; // typed after the app's first render, before its commit
    const form = name.form!;
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(early.handOver()).toEqual({ draft: { name: 'Jane', email: '', message: '' }, send: true });
    expect(dialog.querySelector('form[data-early-form]')).toBeNull();
  });
});
