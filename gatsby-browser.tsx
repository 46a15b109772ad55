import type { GatsbyBrowser } from 'gatsby';
import { loadingBar, trackNavigations } from './src/lib/loading-bar.ts';
import { startBuildWatch, reloadIfNewBuild } from './src/lib/build-update.ts';
import { installChunkReloadGuard } from './src/lib/chunk-reload.ts';

export { wrapRootElement, wrapPageElement } from './src/app/wrap';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkReloadGuard(window);
  startBuildWatch(window);
  trackNavigations(window);
};

// A marker for "React is in charge now": before it, buttons are inert server-rendered HTML.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  loadingBar.done();
  // A new deploy was seen: finish this navigation with a full load of the new build.
  if (prevLocation) reloadIfNewBuild(window);
};
