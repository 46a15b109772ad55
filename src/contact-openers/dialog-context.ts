import * as React from 'react';

/**
 * What an opener asks of the contact dialog. The openers sit below the dialog's code (the shell
 * renders them), so they reach it through this context, which the dialog's provider fills
 * (features/contact/ContactDialogProvider.tsx).
 */
export interface ContactDialogApi {
  /**
   * Called as an opener's click opens the dialog: the app hydrates it now. (The browser opens it, and
   * the opening records its origin: features/contact/dialog-fallback.ts.)
   */
  open: () => void;
  /** Starts loading the dialog's code (call on hover or focus of an opener). */
  preload: () => void;
}

export const ContactDialogContext = React.createContext<ContactDialogApi | null>(null);

export function useContactDialog(): ContactDialogApi {
  const api = React.useContext(ContactDialogContext);
  if (!api) throw new Error('useContactDialog must be used inside ContactDialogProvider');
  return api;
}
