import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import { createEmotionCache } from './emotion-cache';

// One cache for the browser session; it adopts the <style data-emotion> tags the server rendered.
const cache = createEmotionCache();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <CacheProvider value={cache}>{element}</CacheProvider>
);
