import { takeEarlySend } from '../../loading/replay';
import { EARLY_CONTENT_CLASS } from './contact-dialog';
import { CONTACT_TEXT_FIELDS } from './ContactTextField';
import type { ContactDraft } from './useContactForm';

/** What the visitor did in the page's own form: what they typed, and whether they pressed Send. */
export interface TakeOver {
  draft: Partial<ContactDraft>;
  send: boolean;
}

export interface EarlyForm {
  /** What was typed when the app's form first rendered (its starting state, no empty flash). */
  draft: Partial<ContactDraft>;
  /**
   * Called once the app's form is in the dialog (a layout effect): reads the page's form again,
   * since typing may go on while the app renders, removes it, and moves focus (caret and all) to
   * the same place in the app's form. Returns what to apply: the last text and a kept Send.
   */
  handOver: () => TakeOver;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;
const isTextControl = (element: Element | null): element is TextControl =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

function readDraft(content: Element | null): Partial<ContactDraft> {
  const draft: Partial<ContactDraft> = {};
  for (const { field } of CONTACT_TEXT_FIELDS) {
    const control = content?.querySelector(`[name="${field}"]`) ?? null;
    if (isTextControl(control)) draft[field] = control.value;
  }
  return draft;
}

/**
 * The dialog's own form (ContactDialogShell), which the app's form replaces. Nothing typed is
 * lost: the page's form is read when the app's form renders and again as it is removed.
 */
export function readEarlyForm(dialog: HTMLDialogElement, win: Window): EarlyForm {
  const content = dialog.querySelector(`.${EARLY_CONTENT_CLASS}`);
  const handOver = (): TakeOver => {
    const last = { draft: readDraft(content), send: takeEarlySend(win) };
    if (!content) return last;
    const active = win.document.activeElement;
    const focused = active && content.contains(active) ? active : null;
    content.remove();
    if (!focused) return last;
    // The app's form has the same ids; the close button is the one control without one.
    const next = focused.id ? win.document.getElementById(focused.id) : dialog.querySelector('.close');
    if (!(next instanceof HTMLElement)) return last;
    next.focus();
    if (isTextControl(focused) && isTextControl(next) && focused.selectionStart !== null) {
      next.setSelectionRange(
        focused.selectionStart,
        focused.selectionEnd,
        focused.selectionDirection ?? undefined,
      );
    }
    return last;
  };
  return { draft: readDraft(content), handOver };
}
