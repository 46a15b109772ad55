import * as React from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { SiteTheme } from '../../../../theme/SiteTheme';
import { ToastProvider } from '../../../../ui/ToastProvider';
import { ContactDialogProvider } from '../../ContactDialogProvider';

/**
 * A component inside the app's own providers, nested as src/app/RootProviders.tsx nests them:
 * SiteTheme, toasts and the contact dialog's hydration. Region and consent are left out: the contact
 * feature reads neither, and the region's detection would update state after each test's last act.
 */
function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SiteTheme>
      <ToastProvider>
        <ContactDialogProvider>{children}</ContactDialogProvider>
      </ToastProvider>
    </SiteTheme>
  );
}

export const renderWithProviders = (ui: React.ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { wrapper: Providers, ...options });
