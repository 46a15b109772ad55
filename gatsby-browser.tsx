import * as React from 'react';
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { loadingBar, trackNavigations } from './src/lib/loading-bar.ts';
import { startBuildWatch, reloadIfNewBuild } from './src/lib/build-update.ts';
import { installChunkReloadGuard } from './src/lib/chunk-reload.ts';
import { hydrationDone } from './src/components/common/Static';
import { DeferredRoot, loadShell, wrapInShell } from './src/app/deferred-shell';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <DeferredRoot>{element}</DeferredRoot>
);
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapInShell;

/** Resolves in a task of its own: work after it does not lengthen the task that awaited it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Gatsby waits for this before it creates its router and fetches the page's data. The app
// script's evaluation, this set-up and Gatsby's start are three tasks rather than one long one
// (4x CPU: 90-106 ms before, each under 50 ms after; a Chromium trace of /About).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  await nextTask();
  void loadShell(); // fetched alongside the page's data
  installChunkReloadGuard(window);
  startBuildWatch(window);
  trackNavigations(window);
  await nextTask();
};

// A marker for "React is in charge now": before it, buttons are inert server-rendered HTML.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  hydrationDone();
  document.documentElement.dataset.hydrated = 'true';
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  loadingBar.done();
  // A new deploy was seen: finish this navigation with a full load of the new build.
  if (prevLocation) reloadIfNewBuild(window);
};

type ReplaceHydrate = NonNullable<GatsbyBrowser['replaceHydrateFunction']>;

/**
 * Time-sliced hydration: inside a transition React 18 hydrates in slices and yields to the browser
 * between them, instead of one long task that blocks input (measured with npm run bench:twin).
 * A page without server-rendered markup (gatsby develop) is rendered as usual.
 */
async function hydrateInSlices(element: ReactElement, root: Element): Promise<void> {
  await loadShell(); // a failed load is an unhandled ChunkLoadError: the reload guard answers it
  if (!root.firstElementChild?.children.length) {
    hydrationDone(); // nothing to keep: Static renders its content
    createRoot(root).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(root, element);
  });
}

// Gatsby still types the hook with react-dom's legacy Renderer; it calls it as (element, container).
export const replaceHydrateFunction: ReplaceHydrate = () =>
  hydrateInSlices as unknown as ReturnType<ReplaceHydrate>;
