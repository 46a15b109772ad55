/** Names the inline starter (starter.ts) and the app (replay.ts, gatsby-browser) agree on. */

/** The global where the starter keeps what the visitor did before the app ran. */
export const EARLY_INPUT_GLOBAL = '__earlyInput';
/** Marks a control whose tap needs the app: kept until it has hydrated, then replayed once. */
export const REPLAY_ATTRIBUTE = 'data-replay';
/** Marks a form field whose value the app starts from, even if React's hydration resets it. */
export const KEEP_ATTRIBUTE = 'data-keep';
/** Set on <html> when React has hydrated the first page (gatsby-browser's onInitialClientRender). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
