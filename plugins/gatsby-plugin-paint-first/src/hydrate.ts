import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type RootOptions } from 'react-dom/client';
import { keepServerHtml } from './Static.tsx';

/**
 * The options Gatsby 5.16 hands to its own hydrateRoot/createRoot (cache-dir/production-app.js):
 * uncaught errors logged as such, caught ones passed on. Its replaceHydrateFunction hook calls our
 * renderer with (element, container) only, so they are restated here; a test on Gatsby's source
 * (__tests__/hydrate.test.ts) fails the day Gatsby passes anything else. React 18 reads neither
 * (they are React 19's), but a React upgrade must not find them missing.
 */
export const rootOptions = {
  onUncaughtError: (error: unknown, errorInfo: unknown) => console.error('Uncaught error:', error, errorInfo),
  onCaughtError: () => {},
} as RootOptions & HydrationOptions;

let hydrating = false;
const waiting: Promise<unknown>[] = [];

/** Called by the plugin's onClientEntry: this plugin's hydration, not Gatsby's, will run. */
export const hydrateHere = () => {
  hydrating = true;
};

/**
 * The first render waits for `work` (a chunk it needs, loaded beside the page's data). Returns what
 * the caller, an onClientEntry, should await: nothing while this plugin hydrates (it waits itself);
 * without the plugin, `work` itself, as Gatsby renders as soon as the page's data is there.
 */
export function hydrateAfter(work: Promise<unknown>): Promise<unknown> {
  if (!hydrating) return work;
  waiting.push(work);
  return Promise.resolve();
}

/**
 * Time-sliced hydration: inside a transition React 18 hydrates in slices and yields to the browser
 * between them, instead of one long task that blocks input (measured with npm run bench:twin).
 * It waits for what hydrateAfter was given. A page without server-rendered markup (gatsby
 * develop) is rendered as usual.
 */
export async function hydrateInSlices(element: ReactElement, root: Element): Promise<void> {
  await Promise.all(waiting); // a failed chunk load is an unhandled ChunkLoadError: the site's reload guard answers it
  if (!root.firstElementChild?.children.length) {
    createRoot(root, rootOptions).render(element);
    return;
  }
  keepServerHtml(true);
  startTransition(() => {
    hydrateRoot(root, element, rootOptions);
  });
}
