import * as React from 'react';
import { earlyOpener } from '../../loading/replay';
import { contactDialog, CONTACT_ORIGINS, ORIGIN_ATTRIBUTE, type ContactOrigin } from './contact-dialog';

interface ContactModalApi {
  /** Called as an opener's click opens the dialog: loads the form's behaviour into it. */
  open: (origin: ContactOrigin) => void;
  /** Starts loading the form's code (call on hover or focus of an opener). */
  preload: () => void;
}

const ContactModalContext = React.createContext<ContactModalApi | null>(null);

// The form's behaviour, captcha and Firebase live in their own chunk, loaded on intent only.
const loadModal = () => import('./ContactModal');
const ContactModal = React.lazy(loadModal);

const originOf = (opener: Element | undefined): ContactOrigin => {
  const origin = opener?.getAttribute(ORIGIN_ATTRIBUTE);
  return CONTACT_ORIGINS.find((known) => known === origin) ?? 'header';
};

/**
 * The contact dialog is a native `<dialog>` in every page's HTML (ContactDialogShell) and its
 * openers are native invokers: the browser opens it, with its form, before and after the app (the
 * inline starter gives it the page's colour scheme, and opens it where the browser has no invoker
 * commands). The app only adds the form's behaviour, loaded when an opener is clicked, or at once
 * if the visitor opened the dialog before the app ran.
 */
export function ContactModalProvider({ children }: { children: React.ReactNode }) {
  // Kept after closing: a request still in flight reports analytics for the origin it came from.
  const [origin, setOrigin] = React.useState<ContactOrigin | null>(null);
  const open = React.useCallback((from: ContactOrigin) => setOrigin(from), []);

  // Opened before the app ran: take it over, with what the visitor has typed.
  React.useEffect(() => {
    if (contactDialog()?.open) open(originOf(earlyOpener(window)));
  }, [open]);

  const api = React.useMemo<ContactModalApi>(() => ({ open, preload: () => void loadModal() }), [open]);

  return (
    <ContactModalContext.Provider value={api}>
      {children}
      {origin && (
        <React.Suspense fallback={null}>
          <ContactModal origin={origin} />
        </React.Suspense>
      )}
    </ContactModalContext.Provider>
  );
}

export function useContactModal(): ContactModalApi {
  const api = React.useContext(ContactModalContext);
  if (!api) throw new Error('useContactModal must be used inside ContactModalProvider');
  return api;
}
