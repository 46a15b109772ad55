/** Names the inline starter (starter/) and the app (replay.ts, gatsby-browser) agree on. */

/** The id of the site menu: the phone's popover, and the desktop bar's list of dropdowns. */
export const SITE_MENU_ID = 'site-menu';
/** The global where the starter keeps what the visitor did before the app ran. */
export const EARLY_INPUT_GLOBAL = '__earlyInput';
/** Marks a control whose tap needs the app: kept until it has hydrated, then replayed once. */
export const REPLAY_ATTRIBUTE = 'data-replay';
/** Marks a form field whose value the app starts from, even if React's hydration resets it. */
export const KEEP_ATTRIBUTE = 'data-keep';
/** Set on <html> when React has hydrated the first page (gatsby-browser's onInitialClientRender). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Marks the contact dialog's form: it never posts by itself, and the starter keeps its Send until the app has adopted it. */
export const EARLY_FORM_ATTRIBUTE = 'data-early-form';
/** Marks the colour-mode switch: before the app, the starter switches the mode itself (starter/start-page.ts). */
export const COLOR_MODE_SWITCH_ATTRIBUTE = 'data-color-mode-switch';
/** Set by the starter on a `data-keep` field the visitor changed before the app; the app clears it. */
export const KEPT_ATTRIBUTE = 'data-kept';
/**
 * On a `data-keep` select: the id of the list it filters. Before the app, the starter hides the
 * list's items whose `data-<select name>` (values joined by '|') lacks the chosen value.
 */
export const FILTERS_ATTRIBUTE = 'data-filters';
/**
 * On the number of shown items beside a filtered list: the id of that list. Before the app, the
 * starter writes the number as it filters (components/common/filter-match.ts).
 */
export const COUNT_ATTRIBUTE = 'data-count-of';
/** Set on the contact dialog's root once the app has adopted it: the starter no longer keeps its Send. */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';
/**
 * On a `<link rel="preload" as="style">`: a stylesheet the page needs only once the visitor acts
 * (the contact dialog's), applied by the starter; its value lists the Emotion rules it holds, for
 * the browser's Emotion cache to adopt (theme/emotion-cache.ts).
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';
