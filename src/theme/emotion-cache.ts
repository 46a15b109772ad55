import createCache, { type EmotionCache } from '@emotion/cache';
import { DEFERRED_STYLESHEET_ATTRIBUTE } from '../loading';

/**
 * No stylis plugins: Emotion's default one writes vendor prefixes (-webkit-, -ms-) beside every rule
 * that once needed them, about 20 kB of every page's inline CSS that no supported browser reads
 * (browserslist in package.json). Server and browser caches both go without, so the rules the
 * browser makes match the server's names and text.
 */
const STYLIS_PLUGINS: [] = [];

// `prepend` keeps MUI's styles before any later stylesheet so ours can override them.
export const createEmotionCache = () =>
  createCache({ key: 'css', prepend: true, stylisPlugins: STYLIS_PLUGINS });

/**
 * The attribute of the server's Emotion style tag (in place of `data-emotion`, same value): Emotion's
 * default cache, created when @emotion/react loads, moves every `data-emotion` tag to the end of
 * <head>, and a cache's hydration re-inserts it (each a remove and an insert, so the page's styles
 * are recomputed: a 20-48 ms task at 4x CPU on long pages).
 */
export const SERVER_STYLE_ATTRIBUTE = 'data-emotion-server';

/**
 * The browser's cache, adopting the server-rendered style tag where it is: its rule names are
 * marked as inserted, and new rules go right after it.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const server = document.querySelector<HTMLStyleElement>(`style[${SERVER_STYLE_ATTRIBUTE}^="css "]`);
  if (!server) return createEmotionCache();
  const cache = createCache({ key: 'css', insertionPoint: server, stylisPlugins: STYLIS_PLUGINS });
  // The page's rules, and those of the stylesheet the page ships for later (the contact dialog's).
  const deferred = document.querySelector(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`);
  const names = [
    server.getAttribute(SERVER_STYLE_ATTRIBUTE),
    deferred?.getAttribute(DEFERRED_STYLESHEET_ATTRIBUTE),
  ];
  for (const list of names) for (const name of list?.split(' ').slice(1) ?? []) cache.inserted[name] = true;
  return cache;
}

let browserCache: EmotionCache | undefined;
/** One cache for the browser session, shared by the page's root and the contact dialog's. */
export const browserEmotionCache = (): EmotionCache => (browserCache ??= createBrowserEmotionCache());
