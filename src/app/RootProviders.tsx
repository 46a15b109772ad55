import * as React from 'react';
import { ToastProvider } from '../components/layout/ToastProvider';
import { ContactModalProvider } from '../features/contact/ContactModalProvider';
import { RegionProvider } from '../hooks/useRegion';
import { ConsentManager } from '../components/consent/ConsentManager';

/**
 * App-wide providers (around every page, src/app/wrap.tsx): region, toasts and the contact modal. The theme is
 * static CSS variables in the HTML (see gatsby-ssr), so no theme provider is needed at runtime.
 * The only UI is the consent banner, rendered only in Europe with a measurement id configured.
 */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return (
    <RegionProvider>
      <ToastProvider>
        <ContactModalProvider>{children}</ContactModalProvider>
      </ToastProvider>
      <ConsentManager />
    </RegionProvider>
  );
}
