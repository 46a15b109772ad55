import * as React from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { RootProviders } from '../../../../app/RootProviders';
import { ContactDialogTree } from '../../contact-dialog-root';

/**
 * A component inside the app's own providers (src/app/RootProviders.tsx) and the contact dialog's
 * own tree (its MUI theme), so a provider added to either is in these tests too. The region is given rather than detected: the contact feature reads
 * none, and the detection's answer would update state after each test's last act().
 */
function Providers({ children }: { children: React.ReactNode }) {
  return (
    <RootProviders region="US">
      <ContactDialogTree>{children}</ContactDialogTree>
    </RootProviders>
  );
}

export const renderWithProviders = (ui: React.ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { wrapper: Providers, ...options });
