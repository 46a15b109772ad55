/** What a toast is, shared by the provider and the lazily loaded host (which must not import it). */

/** Spec §4/§9: toasts auto-close after 5000 ms by default and pause on hover. */
export const TOAST_DEFAULT_MS = 5000;
/** Spec §9: the toast that confirms a copy to the clipboard closes sooner. */
export const TOAST_COPY_MS = 2000;

export interface Toast {
  message: string;
  variant?: 'default' | 'success' | 'error' | 'info';
  autoHideDuration?: number;
}
