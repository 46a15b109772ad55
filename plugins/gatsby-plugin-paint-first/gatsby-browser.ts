import type { GatsbyBrowser } from 'gatsby';
import { hydrateHere, hydrateInSlices } from './src/hydrate.ts';
import { keepServerHtml } from './src/Static.tsx';
import { clickKeptTaps } from './src/kept.ts';
import { HYDRATED_ATTRIBUTE } from './src/markers.ts';
import { applyAfterPaint } from './src/after-paint.ts';

// Runs before the site's onClientEntry (the site is Gatsby's last plugin): hydrateAfter knows.
// The starter has applied what waited for the first paint; `gatsby develop` has no starter.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  applyAfterPaint(window);
  hydrateHere();
};

type ReplaceHydrate = NonNullable<GatsbyBrowser['replaceHydrateFunction']>;

// Gatsby still types the hook with react-dom's legacy Renderer; it calls it as (element, container).
export const replaceHydrateFunction: ReplaceHydrate = () =>
  hydrateInSlices as unknown as ReturnType<ReplaceHydrate>;

// "React is in charge now": Static renders its content from now on, the starter stops keeping
// taps, and those it kept are acted on once, a task later, after the effects that read the page's
// state (colour mode, filters) have run.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  keepServerHtml(false);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  setTimeout(() => clickKeptTaps(window), 0);
};
