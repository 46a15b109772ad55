/**
 * The contact dialog's element and the names its openers, the page's HTML and the dialog's code
 * (features/contact/) share. They live with the openers, below the shell that renders them.
 */

/** The native `<dialog>` every Get in touch button opens (`commandfor`), before and after the app. */
export const CONTACT_DIALOG_ID = 'contact-dialog';
/**
 * The element around the dialog, after the page's content: the server renders the dialog into it
 * and the app hydrates it there, as a React root of its own (features/contact/contact-dialog-root.tsx).
 */
export const CONTACT_ROOT_ID = 'contact-dialog-root';

/** Where the dialog was opened from; analytics events depend on it (spec §7). */
export const CONTACT_ORIGINS = ['header', 'contact-block', 'cta'] as const;
export type ContactOrigin = (typeof CONTACT_ORIGINS)[number];
/**
 * Each opener names its origin, and the opening copies it onto the dialog
 * (features/contact/dialog-fallback.ts), so a dialog opened before the app still reports the right one.
 */
export const ORIGIN_ATTRIBUTE = 'data-origin';

export const contactDialog = (doc: Document = document) =>
  doc.getElementById(CONTACT_DIALOG_ID) as HTMLDialogElement | null;

/** The origin an opener (or the dialog it opened) names: the header's when it names none. */
export function originOf(opener: Element | null | undefined): ContactOrigin {
  const origin = opener?.getAttribute(ORIGIN_ATTRIBUTE);
  return CONTACT_ORIGINS.find((known) => known === origin) ?? 'header';
}

/** Where the contact dialog was last opened from (spec §7). */
export const dialogOrigin = (): ContactOrigin => originOf(contactDialog());
