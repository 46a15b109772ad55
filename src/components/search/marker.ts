export { SEARCH_BUNDLE, SEARCH_CONTROL_ATTRIBUTE, SEARCH_PRELOAD } from '../../../gatsby/search/names.ts';
/** The page whose form the control falls back to before the app (and a shared query's address). */
export const SEARCH_PAGE = '/search';
