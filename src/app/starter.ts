/**
 * The site's part of the inline starter (the loading plugin's `starter` option in gatsby-config.ts):
 * what works before the app, with the same modules the app uses. The plugin bundles it with its
 * own part, which starts the app's scripts and keeps taps, choices and a Send for the app.
 *
 * Here: the colour-mode switch (theme/color-scheme.ts), the list filters and their count
 * (components/common/filter-match.ts), closing the menu as the page is left
 * (components/navigation/menu-page-cache.ts), and the contact dialog where the browser lacks
 * invoker commands or `closedby` (features/contact/dialog-fallback.ts). Disclosures, menus and
 * links need none of this: the browser does them.
 */
import type { SiteStarter } from '../loading';
import {
  nextColorMode,
  readMode,
  setMode,
  showMode,
  COLOR_MODE_SWITCH_ATTRIBUTE,
  COLOR_SCHEME,
} from '../theme/color-scheme';
import { installDialogFallbacks } from '../features/contact/dialog-fallback';
import { FILTERS_ATTRIBUTE, filterListBeforeApp } from '../components/common/filter-match';
import { closeMenuOnLeave } from '../components/navigation/menu-page-cache';

const startSite: SiteStarter = (win, { start, whenStyled, unhydrated }) => {
  const doc = win.document;

  // The switch shows the stored mode from the first paint (the server cannot know it; a page
  // that forces a scheme disables its switch, which then shows that scheme).
  const stored = readMode(win);
  for (const control of doc.querySelectorAll(`[${COLOR_MODE_SWITCH_ATTRIBUTE}]:not(:disabled)`))
    showMode(control, stored);

  // The colour-mode switch, as the app's would: next mode, stored, applied and shown.
  win.addEventListener(
    'click',
    (event) => {
      const control = unhydrated(event, `[${COLOR_MODE_SWITCH_ATTRIBUTE}]`);
      if (!control || (control as HTMLButtonElement).disabled) return;
      event.preventDefault();
      event.stopPropagation();
      const mode = nextColorMode(readMode(win));
      setMode(mode, win);
      showMode(control, mode);
    },
    true,
  );

  // A select that filters a list (its value is kept by the plugin) filters it now, and its count.
  win.addEventListener(
    'change',
    (event) => {
      const list = doc.getElementById(
        unhydrated(event, `[${FILTERS_ATTRIBUTE}]`)?.getAttribute(FILTERS_ATTRIBUTE) ?? '',
      );
      if (list) filterListBeforeApp(doc, list);
    },
    true,
  );

  closeMenuOnLeave(win);

  // The contact dialog: opened natively (or by the fallback), it takes the page's scheme (a page
  // may force one; the dialog is outside the page's layout), and the app starts.
  installDialogFallbacks(win, {
    onOpen: (dialog) => {
      const forced = doc.getElementById('main')?.closest(`[${COLOR_SCHEME.attribute}]`);
      if (forced) dialog.setAttribute(COLOR_SCHEME.attribute, forced.getAttribute(COLOR_SCHEME.attribute)!);
      start();
    },
    whenStyled,
  });
};

export default startSite;
