/** What a toast is, shared by the provider and the lazily loaded host (which must not import it). */

/** Spec §4/§9: toasts auto-close after 5000 ms by default and pause on hover. */
export const TOAST_DEFAULT_MS = 5000;

export interface Toast {
  message: string;
  variant?: 'default' | 'success' | 'error' | 'info';
  autoHideDuration?: number;
}
