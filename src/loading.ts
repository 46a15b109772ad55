/**
 * The loading strategy, a local Gatsby plugin (plugins/gatsby-plugin-paint-first, see its README):
 * everything the site's code uses of it, from here only. Without the plugin in gatsby-config.ts,
 * these still work: Static renders its content and nothing is kept.
 */
export {
  Static,
  AfterPaintStyle,
  followedLink,
  hydrateAfter,
  keptValue,
  takeKeptSend,
  DEFERRED_STYLESHEET_ATTRIBUTE,
  DEFERRED_STYLESHEET_WAIT_MS,
  HYDRATED_ATTRIBUTE,
  KEEP_ATTRIBUTE,
  runStarter,
  type SiteStarter,
} from '../plugins/gatsby-plugin-paint-first/src/index.ts';
