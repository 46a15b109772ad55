import * as React from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../../theme/theme';
import { ToastProvider } from '../../../../components/layout/ToastProvider';
import { ContactDialogProvider } from '../../ContactDialogProvider';

/** The app's theme, toasts and contact dialog adoption around a component, as RootProviders sets them up. */
function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <ContactDialogProvider>{children}</ContactDialogProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}

export const renderWithProviders = (ui: React.ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { wrapper: Providers, ...options });
