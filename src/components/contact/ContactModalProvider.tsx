import * as React from 'react';

/** Where the modal was opened from; analytics events depend on it (spec §7). */
export type ContactOrigin = 'header' | 'contact-block' | 'cta';

interface ContactModalApi {
  /** Opens the modal; focus returns to `opener` when it closes. */
  open: (origin: ContactOrigin, opener?: HTMLElement | null) => void;
  /** Starts loading the modal's code (call on hover or focus of an opener). */
  preload: () => void;
}

const ContactModalContext = React.createContext<ContactModalApi | null>(null);

// The modal, form, captcha and Firebase live in their own chunk, loaded on intent only.
const loadModal = () => import('./ContactModal');
const ContactModal = React.lazy(loadModal);

export function ContactModalProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = React.useState<{ origin: ContactOrigin; opener: HTMLElement | null } | null>(
    null,
  );
  const [mounted, setMounted] = React.useState(false);

  const api = React.useMemo<ContactModalApi>(
    () => ({
      open: (origin, opener = null) => {
        setMounted(true);
        setState({ origin, opener });
      },
      preload: () => void loadModal(),
    }),
    [],
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
          <ContactModal open={state !== null} origin={state?.origin ?? 'header'} onClose={close} />
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
