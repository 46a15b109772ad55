import { render } from '@testing-library/react';
import { ContactDialogShell } from '../../ContactDialogShell';
import { startAfterLoadScript } from '../../../../loading/starter';

/**
 * The real inline starter, which opens the dialog where the browser has no invoker commands (jsdom
 * has none; its showModal/close come from jest.setup.ts). Call once per test file (beforeAll): the
 * starter's listeners are on the shared window.
 */
export function installDialogSupport() {
  new Function(startAfterLoadScript([]))();
}

/** Puts the page's own dialog in the document (removed by Testing Library's cleanup). */
export const renderDialogShell = () => render(<ContactDialogShell />);
