/** What a site's code uses of the plugin (the site re-exports it from one module: src/loading.ts). */
export { Static } from './Static.tsx';
export { AfterPaintStyle } from './AfterPaintStyle.tsx';
export { followedLink } from './followed-link.ts';
export { hydrateAfter } from './hydrate.ts';
export { keptValue, takeKeptSend } from './kept.ts';
export { DEFERRED_STYLESHEET_WAIT_MS } from './deferred-stylesheet.ts';
export {
  AFTER_PAINT_ATTRIBUTE,
  DEFERRED_STYLESHEET_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  KEEP_ATTRIBUTE,
  KEPT_ATTRIBUTE,
  KEPT_GLOBAL,
} from './markers.ts';
export { runStarter, type SiteStarter, type StartedPage } from '../starter/start-page.ts';
