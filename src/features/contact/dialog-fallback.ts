import { ORIGIN_ATTRIBUTE, originOf } from '../../contact-openers/contact-dialog';

/**
 * What the contact dialog needs from a script, written once and run by the inline starter from the
 * first paint (it stays in charge after the app arrives):
 * - the one record of which opener opened it: every opening copies the opener's origin onto the
 *   dialog (read by dialogOrigin, for analytics); the browser itself returns focus to the opener;
 * - invoker commands (`commandfor`/`command`: WebKit, older Firefox): show-modal and close;
 * - `closedby="any"` (WebKit): a tap on the backdrop, outside the dialog's box, closes it.
 * `onOpen` is told of every opening (the starter gives the dialog the page's scheme and starts the app).
 * `whenStyled` starts the app and says whether the dialog's stylesheet is still loading (it is
 * fetched only once the app starts): an opening before it has loaded waits for it to load or fail
 * (at most 15 s, for a request that hangs), rather than show an unstyled form that jumps when the
 * sheet lands; its opener is `aria-busy` meanwhile.
 */
export function installDialogFallbacks(
  win: Window & typeof globalThis,
  {
    onOpen,
    whenStyled,
  }: { onOpen: (dialog: HTMLDialogElement) => void; whenStyled: () => Promise<void> | null },
): void {
  const doc = win.document;
  const opened = (dialog: HTMLDialogElement, opener: Element | null) => {
    dialog.setAttribute(ORIGIN_ATTRIBUTE, originOf(opener));
    onOpen(dialog);
  };
  const show = (dialog: HTMLDialogElement, opener: Element | null) => {
    if (dialog.open) return;
    opened(dialog, opener);
    dialog.showModal();
  };
  const showWhenStyled = (dialog: HTMLDialogElement, opener: Element | null, styled: Promise<void>) => {
    opener?.setAttribute('aria-busy', 'true');
    void styled.then(() => {
      opener?.removeAttribute('aria-busy');
      show(dialog, opener);
    });
  };
  const hasCommands = 'command' in win.HTMLButtonElement.prototype;
  win.addEventListener(
    'command',
    (event) => {
      const { command, source, target } = event as Event & { command?: string; source?: Element | null };
      if (command !== 'show-modal' || !(target instanceof win.HTMLDialogElement)) return;
      const styled = whenStyled();
      if (!styled) return opened(target, source ?? null);
      event.preventDefault();
      showWhenStyled(target, source ?? null, styled);
    },
    true,
  );
  win.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof win.Element)) return;
    const invoker = hasCommands ? null : event.target.closest('button[commandfor]');
    const dialog = invoker && doc.getElementById(invoker.getAttribute('commandfor') ?? '');
    if (dialog instanceof win.HTMLDialogElement) {
      const command = invoker!.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) {
        const styled = whenStyled();
        if (styled) showWhenStyled(dialog, invoker, styled);
        else show(dialog, invoker);
      } else if (command === 'close' && dialog.open) dialog.close();
      return;
    }
    closeOnBackdrop(event);
  });
}

/** A click on the dialog element itself, outside its box: the backdrop (no `closedby` support). */
function closeOnBackdrop(event: MouseEvent): void {
  const dialog = event.target as Element;
  if (dialog.localName !== 'dialog' || 'closedBy' in dialog) return;
  if (dialog.getAttribute('closedby') !== 'any' || !(dialog as HTMLDialogElement).open) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  // A keyboard "click" has no position (0, 0); it is never a tap on the backdrop.
  if (!inside && (event.clientX !== 0 || event.clientY !== 0)) (dialog as HTMLDialogElement).close();
}
