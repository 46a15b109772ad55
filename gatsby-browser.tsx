import type { GatsbyBrowser } from 'gatsby';
import { routeProgress, trackNavigations } from './src/lib/route-progress.ts';
import { startBuildWatch, reloadIfNewBuild } from './src/lib/build-update.ts';
import { installChunkReloadGuard } from './src/lib/chunk-reload.ts';
import { installLeavingWatch } from './src/lib/leaving.ts';
import { scrollAfterNavigation, trackHistoryTraversal } from './src/lib/scroll.ts';
import { hydrateAfter } from './src/loading';
import { loadShell, wrapInShell } from './src/app/deferred-shell';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapInShell;

/** Resolves in a task of its own: work after it does not lengthen the task that awaited it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Gatsby waits for this before it creates its router and fetches the page's data. The app
// script's evaluation, this set-up and Gatsby's start are three tasks rather than one long one
// (4x CPU: 90-106 ms before, each under 50 ms after; a Chromium trace of /About).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  await nextTask();
  // Fetched alongside the page's data; awaited here only without the loading plugin.
  const shell = hydrateAfter(loadShell());
  installLeavingWatch(window);
  installChunkReloadGuard(window);
  startBuildWatch(window);
  trackNavigations(window);
  trackHistoryTraversal(window);
  await shell;
  await nextTask();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  routeProgress.done();
  // A new deploy was seen: finish this navigation with a full load of the new build.
  if (prevLocation) reloadIfNewBuild(window);
};

// Gatsby's documented hook: the scroll is ours (instant, see scroll.ts), so it is told not to scroll.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  routerProps: { location },
  getSavedScrollPosition,
}) => {
  scrollAfterNavigation(window, location, getSavedScrollPosition(location) as [number, number | null]);
  return false;
};
