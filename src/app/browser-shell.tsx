import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import { createBrowserEmotionCache } from '../theme/emotion-cache';
import { wrapRootElement } from './wrap';

export { wrapPageElement } from './wrap';

// One cache for the browser session; it adopts the <style data-emotion> tags the server rendered.
const cache = createBrowserEmotionCache();

/** The server's wrappers (src/app/wrap) inside the Emotion cache, as the browser renders them. */
export function BrowserRoot({ children }: { children: React.ReactElement }) {
  return <CacheProvider value={cache}>{wrapRootElement({ element: children })}</CacheProvider>;
}
