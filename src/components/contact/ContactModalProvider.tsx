import * as React from 'react';
import type { ContactPerson } from './contact-person';

/** Where the modal was opened from; analytics events depend on it (spec §7). */
export type ContactOrigin = 'header' | 'contact-block' | 'cta';

interface ContactModalApi {
  /** Opens the modal; focus returns to `opener` when it closes. `contact` replaces the founder's card. */
  open: (origin: ContactOrigin, opener?: HTMLElement | null, contact?: ContactPerson) => void;
  /** Starts loading the modal's code (call on hover or focus of an opener). */
  preload: () => void;
  /** True while the modal's code is loading after an open request (openers show a spinner). */
  pending: boolean;
}

const ContactModalContext = React.createContext<ContactModalApi | null>(null);

// The modal, form, captcha and Firebase live in their own chunk, loaded on intent only.
const loadModal = () => import('./ContactModal');
const ContactModal = React.lazy(loadModal);

export function ContactModalProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = React.useState<{ origin: ContactOrigin; opener: HTMLElement | null } | null>(
    null,
  );
  // What the last opening asked for, kept after closing: the closing animation shows the same card,
  // and a request still in flight reports its analytics for the origin it was opened from.
  const [last, setLast] = React.useState<{ origin: ContactOrigin; contact?: ContactPerson }>({
    origin: 'header',
  });
  const [mounted, setMounted] = React.useState(false);
  const [pending, setPending] = React.useState(false);

  const api = React.useMemo<ContactModalApi>(
    () => ({
      open: (origin, opener = null, person) => {
        setPending(true);
        loadModal().finally(() => setPending(false));
        setMounted(true);
        setLast({ origin, contact: person });
        setState({ origin, opener });
      },
      preload: () => void loadModal(),
      pending,
    }),
    [pending],
  );

  const close = React.useCallback(() => {
    setState((current) => {
      current?.opener?.focus();
      return null;
    });
  }, []);

  return (
    <ContactModalContext.Provider value={api}>
      {children}
      {mounted && (
        <React.Suspense fallback={null}>
          <ContactModal open={state !== null} origin={last.origin} contact={last.contact} onClose={close} />
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
