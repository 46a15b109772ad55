import * as React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { browserEmotionCache } from '../../theme/emotion-cache';
import { SiteTheme } from '../../theme/SiteTheme';
import { ContactDialog } from './ContactDialog';
import { HYDRATED_ATTRIBUTE } from '../../loading';

/** The dialog with what it needs around it, the same on the server and in the browser. */
export function ContactDialogTree({ children }: { children: React.ReactNode }) {
  return <SiteTheme>{children}</SiteTheme>;
}

/**
 * Hydrates the dialog the page shipped: a React root of its own, hydrated in place (nothing is
 * replaced, so text typed, the focused field and its caret stay as they are), on the visitor's
 * intent rather than with the page, once. Without server markup (`gatsby develop`) it is rendered.
 */
export function mountContactDialog(container: HTMLElement): Root | null {
  if (container.hasAttribute(HYDRATED_ATTRIBUTE)) return null; // hydrated already
  const app = (
    <CacheProvider value={browserEmotionCache()}>
      <ContactDialogTree>
        <ContactDialog />
      </ContactDialogTree>
    </CacheProvider>
  );
  let root: Root;
  if (container.firstElementChild) root = hydrateRoot(container, app);
  else (root = createRoot(container)).render(app);
  // From now on the app sends: the starter stops keeping this form's Send.
  container.setAttribute(HYDRATED_ATTRIBUTE, '');
  return root;
}
