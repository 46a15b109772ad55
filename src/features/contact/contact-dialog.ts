/** The contact dialog's element and the names its openers, the page's HTML and the app share. */

/** The native `<dialog>` every Get in touch button opens (`commandfor`), before and after the app. */
export const CONTACT_DIALOG_ID = 'contact-dialog';

/** Where the dialog was opened from; analytics events depend on it (spec §7). */
export const CONTACT_ORIGINS = ['header', 'contact-block', 'cta'] as const;
export type ContactOrigin = (typeof CONTACT_ORIGINS)[number];
/** Each opener names its origin, so a dialog opened before the app still reports the right one. */
export const ORIGIN_ATTRIBUTE = 'data-origin';

/** The page's own dialog content, removed once the app renders its form in the dialog. */
export const EARLY_CONTENT_CLASS = 'contact-dialog-early';

export const contactDialog = (doc: Document = document) =>
  doc.getElementById(CONTACT_DIALOG_ID) as HTMLDialogElement | null;
