import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import { browserEmotionCache } from '../theme/emotion-cache';

export { wrapPageElement } from './wrap';

// One cache for the browser session; it adopts the <style data-emotion> tags the server rendered.
const cache = browserEmotionCache();

/** The Emotion cache around the app (the server's is set up in gatsby-ssr's replaceRenderer). */
export function BrowserRoot({ children }: { children: React.ReactElement }) {
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
