import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type RootOptions } from 'react-dom/client';
import { hydrationDone } from './Static';
import { loadShell } from './deferred-shell';

/**
 * The options Gatsby 5.16 hands to its own hydrateRoot/createRoot (cache-dir/production-app.js):
 * uncaught errors logged as such, caught ones passed on. Its replaceHydrateFunction hook calls our
 * renderer with (element, container) only, so they are restated here; a test on Gatsby's source
 * (hydrate.test.ts) fails the day Gatsby passes anything else. React 18 reads neither (they are
 * React 19's), but a React upgrade must not find them missing.
 */
export const rootOptions = {
  onUncaughtError: (error: unknown, errorInfo: unknown) => console.error('Uncaught error:', error, errorInfo),
  onCaughtError: () => {},
} as RootOptions & HydrationOptions;

/**
 * Time-sliced hydration: inside a transition React 18 hydrates in slices and yields to the browser
 * between them, instead of one long task that blocks input (measured with npm run bench:twin).
 * It waits for the shell chunk (deferred-shell.tsx). A page without server-rendered markup
 * (gatsby develop) is rendered as usual.
 */
export async function hydrateInSlices(element: ReactElement, root: Element): Promise<void> {
  await loadShell(); // a failed load is an unhandled ChunkLoadError: the reload guard answers it
  if (!root.firstElementChild?.children.length) {
    hydrationDone(); // nothing to keep: Static renders its content
    createRoot(root, rootOptions).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(root, element, rootOptions);
  });
}
