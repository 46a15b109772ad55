import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { ContactDialog } from '../../ContactDialog';
import { ContactDialogTree, mountContactDialog } from '../../contact-dialog-root';
import { CONTACT_ROOT_ID } from '../../../../contact-openers/contact-dialog';
import { runStarter } from '../../../../loading';
import startSite from '../../../../app/starter';

/**
 * The real inline starter's code, which opens the dialog where the browser has no invoker
 * commands (jsdom has none; its showModal/close come from jest.setup.ts). Call once per test file
 * (beforeAll): the starter's listeners are on the shared window.
 */
export function installDialogSupport() {
  runStarter(window, startSite);
}

/** The contact dialog as the server ships it, after the page (gatsby-ssr): not yet the app's. */
export function shipDialog(): HTMLElement {
  const container = document.createElement('div');
  container.id = CONTACT_ROOT_ID;
  container.innerHTML = renderToString(
    <ContactDialogTree>
      <ContactDialog />
    </ContactDialogTree>,
  );
  document.body.append(container);
  return container;
}

/** The app hydrates the shipped dialog, as the provider does on intent. */
const roots: Root[] = [];
export const hydrateShippedDialog = (container: HTMLElement) =>
  act(async () => {
    const root = mountContactDialog(container);
    if (root) roots.push(root);
  });

/** Shipped dialogs are outside Testing Library's containers: unmounted and removed here. */
export function removeShippedDialogs() {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.getElementById(CONTACT_ROOT_ID)?.remove();
}
