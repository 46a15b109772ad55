import { earlyOpener } from '../../loading/replay';
import { contactDialog, originOf, type ContactOrigin } from './contact-dialog';

/**
 * Which opener last opened the contact dialog: its analytics event depends on it (spec §7). The
 * dialog is a React root of its own, so the page's openers tell it through here: a click on an
 * invoker (noted in the capture phase, before the browser opens the dialog), or, before the app
 * ran, the opener the starter noted.
 */
let opener: Element | null = null;

export function noteOpeners(doc: Document): void {
  opener = earlyOpener(doc.defaultView ?? window) ?? null;
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const invoker = target?.closest(`[commandfor="${contactDialog(doc)?.id ?? ''}"][command="show-modal"]`);
      if (invoker) opener = invoker;
    },
    true,
  );
}

export const dialogOrigin = (): ContactOrigin => originOf(opener);
