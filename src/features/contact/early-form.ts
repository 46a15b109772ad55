import { takeEarlySend } from '../../loading/replay';
import { EARLY_CONTENT_CLASS } from './contact-dialog';
import { CONTACT_TEXT_FIELDS } from './ContactTextField';
import type { ContactDraft } from './useContactForm';

export interface EarlyForm {
  /** What the visitor typed in the page's own form. */
  draft: Partial<ContactDraft>;
  /** They pressed Send before the app could send. */
  send: boolean;
  /** Removes the page's own content and moves focus to the same place in the app's. */
  handOver: () => void;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;
const isTextControl = (element: Element | null): element is TextControl =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * Reads the dialog's own form (ContactDialogShell) so the app's form starts from what the visitor
 * typed, and hands focus over, caret and all, when the app's form replaces it. Nothing typed is
 * lost: the page's form is only removed once the app's form is in the dialog with the same text.
 */
export function readEarlyForm(dialog: HTMLDialogElement, win: Window): EarlyForm {
  const content = dialog.querySelector(`.${EARLY_CONTENT_CLASS}`);
  const draft: Partial<ContactDraft> = {};
  for (const { field } of CONTACT_TEXT_FIELDS) {
    const control = content?.querySelector(`[name="${field}"]`) ?? null;
    if (isTextControl(control)) draft[field] = control.value;
  }
  const send = takeEarlySend(win);
  const handOver = () => {
    if (!content) return;
    const active = win.document.activeElement;
    const focused = active && content.contains(active) ? active : null;
    content.remove();
    if (!focused) return;
    // The app's form has the same ids; the close button is the one control without one.
    const next = focused.id ? win.document.getElementById(focused.id) : dialog.querySelector('.close');
    if (!(next instanceof HTMLElement)) return;
    next.focus();
    if (isTextControl(focused) && isTextControl(next) && focused.selectionStart !== null) {
      next.setSelectionRange(
        focused.selectionStart,
        focused.selectionEnd,
        focused.selectionDirection ?? undefined,
      );
    }
  };
  return { draft, send, handOver };
}
