import { pageWrapper } from './wrap';
import { shellParts } from './shell-parts';

/** gatsby-ssr's page wrapper: the shell's MUI parts rendered into the page's HTML. */
export const wrapPageElement = pageWrapper(shellParts);
