import * as React from 'react';
import { ToastProvider } from '../components/layout/ToastProvider';
import { ContactModalProvider } from '../components/contact/ContactModalProvider';

/**
 * App-wide providers (wrapRootElement): toasts and the contact modal. No UI here. The theme is
 * static CSS variables in the HTML (see gatsby-ssr), so no theme provider is needed at runtime.
 */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return (
    <ToastProvider>
      <ContactModalProvider>{children}</ContactModalProvider>
    </ToastProvider>
  );
}
