import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import { browserEmotionCache } from '../theme/emotion-cache';
import { shellParts } from './shell-parts';
import { makeParts } from '../ui/BuildTimePart';

/** The parts rendered in the browser, with Emotion's cache for the session (the server has its own). */
export const browserParts = makeParts((name) => {
  const Part = shellParts[name];
  return function Cached() {
    return (
      <CacheProvider value={browserEmotionCache()}>
        <Part />
      </CacheProvider>
    );
  };
});
