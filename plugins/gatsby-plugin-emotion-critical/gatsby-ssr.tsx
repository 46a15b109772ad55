import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { GatsbySSR } from 'gatsby';
import { createEmotionCache } from './emotion-cache';

/**
 * One Emotion cache per page: render, extract only the CSS that page uses, and put it in <head>,
 * so the first paint is styled before any JavaScript runs.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  setHeadComponents(
    styles.map((style) => (
      <style
        key={`${style.key}-${style.ids.join('-')}`}
        data-emotion={`${style.key} ${style.ids.join(' ')}`}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  );
  replaceBodyHTMLString(html);
};
