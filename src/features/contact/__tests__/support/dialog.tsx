import { render } from '@testing-library/react';
import { ContactDialogShell } from '../../ContactDialogShell';
import { startAfterLoadScript } from '../../../../loading/starter';

/**
 * The contact dialog as a page ships it: the shell's markup (outside the app's root), and the
 * real inline starter, which opens it where the browser has no invoker commands (jsdom has none).
 * jsdom's <dialog> has no showModal/close either: these do what the browser's do to the element.
 * Call once per test file (beforeAll): the starter's listeners are on the shared window.
 */
export function installDialogSupport() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  new Function(startAfterLoadScript([]))();
}

/** Puts the page's own dialog in the document (removed by Testing Library's cleanup). */
export const renderDialogShell = () => render(<ContactDialogShell />);

export const contactDialogElement = () => document.getElementById('contact-dialog') as HTMLDialogElement;
