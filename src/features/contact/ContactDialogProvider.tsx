import * as React from 'react';
import { contactDialog, CONTACT_ROOT_ID } from '../../contact-openers/contact-dialog';
import { ContactDialogContext, type ContactDialogApi } from '../../contact-openers/dialog-context';

// The dialog's code (form behaviour, the MUI fields only it uses, the captcha) is a chunk of its own,
// loaded on intent only; MUI's runtime is the shell's already, and Firebase loads on send.
const loadDialog = () => import('./contact-dialog-root');

/**
 * Has the page's dialog hydrated (mountContactDialog does it once). `gatsby develop` renders no page HTML, so there the dialog is
 * created (the same component, rendered rather than hydrated).
 */
function hydrateDialog(doc: Document): void {
  let container = doc.getElementById(CONTACT_ROOT_ID);
  if (!container) {
    if (process.env.NODE_ENV !== 'development') return;
    container = doc.createElement('div');
    container.id = CONTACT_ROOT_ID;
    doc.body.append(container);
  }
  const at = container;
  void loadDialog().then(({ mountContactDialog }) => mountContactDialog(at));
}

/**
 * The contact dialog is a native `<dialog>` in every page's HTML (ContactDialog) and its openers
 * are native invokers: the browser opens it, with its form, before and after the app. The page's
 * app only hydrates the dialog (in place) when the visitor shows intent: an opener's
 * click, typing or focus inside the dialog, or at once if it was opened before the app ran.
 */
export function ContactDialogProvider({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    const root = document.getElementById(CONTACT_ROOT_ID);
    if (!root?.firstElementChild || contactDialog()?.open) {
      hydrateDialog(document);
      return;
    }
    const hydrate = () => hydrateDialog(document);
    root.addEventListener('focusin', hydrate, { once: true });
    return () => root.removeEventListener('focusin', hydrate);
  }, []);

  const api = React.useMemo<ContactDialogApi>(
    () => ({ open: () => hydrateDialog(document), preload: () => void loadDialog() }),
    [],
  );
  return <ContactDialogContext.Provider value={api}>{children}</ContactDialogContext.Provider>;
}
