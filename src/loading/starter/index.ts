/**
 * The inline starter's entry: the one script every page carries in its HTML (see start-page.ts).
 * The build bundles it (gatsby/loading/starter-script.ts) and writes each page's list of scripts
 * in place of __STARTER_SOURCES__.
 */
import { startPage } from './start-page';

declare const __STARTER_SOURCES__: string[];

startPage(window, __STARTER_SOURCES__);
