import * as React from 'react';
import { ToastProvider } from '../ui/ToastProvider';
import { ContactDialogProvider } from '../features/contact/ContactDialogProvider';
import { RegionProvider } from '../hooks/useRegion';
import { ConsentManager } from '../components/consent/ConsentManager';
import type { Region } from '../lib/region.ts';

/**
 * App-wide providers (around every page, src/app/wrap.tsx): region, toasts and the contact
 * dialog's hydration. No MUI theme: the page's MUI components are rendered at build time, each
 * with its theme (shell-parts.tsx), and the contact dialog is a root of its own. The only UI is the consent banner,
 * rendered only in Europe with a measurement id configured. The pages never pass `region` (it
 * is detected); tests that render inside these providers do, see RegionProvider.
 */
export function RootProviders({ children, region }: { children: React.ReactNode; region?: Region }) {
  return (
    <RegionProvider known={region}>
      <ToastProvider>
        <ContactDialogProvider>{children}</ContactDialogProvider>
      </ToastProvider>
      <ConsentManager />
    </RegionProvider>
  );
}
