import type { WrapPageElementBrowserArgs } from 'gatsby';
import type * as Shell from './browser-shell';

/**
 * The shell (providers, header and footer) is its own chunk, loaded while Gatsby fetches the
 * page's data, so that evaluating it is a task of its own rather than part of the app bundle's one
 * long start-up task (measured with npm run bench:twin). Nothing renders before it has loaded:
 * gatsby-browser hands it to the loading plugin's hydrateAfter.
 */
let shell: typeof Shell | undefined;
let loading: Promise<typeof Shell> | undefined;

export const loadShell = (): Promise<typeof Shell> =>
  (loading ??= import(/* webpackChunkName: "shell" */ './browser-shell').then((module) => {
    shell = module;
    return module;
  }));

export const wrapInShell = (args: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) => {
  if (!shell) throw new Error('The page shell rendered before its chunk loaded (await loadShell())');
  return shell.wrapPageElement(args);
};
