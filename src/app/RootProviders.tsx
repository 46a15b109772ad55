import * as React from 'react';
import { ToastProvider } from '../ui/ToastProvider';
import { ContactDialogProvider } from '../features/contact/ContactDialogProvider';
import { RegionProvider } from '../hooks/useRegion';
import { ConsentManager } from '../components/consent/ConsentManager';
import { SiteTheme } from '../theme/SiteTheme';
import type { Region } from '../lib/region.ts';

/**
 * App-wide providers (around every page, src/app/wrap.tsx): MUI's theme, region, toasts and the
 * contact dialog's hydration. The theme's CSS variables are static in the HTML (see gatsby-ssr); the provider
 * gives MUI's components the theme that refers to them. The only UI is the consent banner,
 * rendered only in Europe with a measurement id configured. The pages never pass `region` (it
 * is detected); tests that render inside these providers do, see RegionProvider.
 */
export function RootProviders({ children, region }: { children: React.ReactNode; region?: Region }) {
  return (
    <SiteTheme>
      <RegionProvider known={region}>
        <ToastProvider>
          <ContactDialogProvider>{children}</ContactDialogProvider>
        </ToastProvider>
        <ConsentManager />
      </RegionProvider>
    </SiteTheme>
  );
}
