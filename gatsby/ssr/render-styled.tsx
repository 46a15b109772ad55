import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '../../src/theme/emotion-cache';

export interface StyledHtml {
  html: string;
  /** The Emotion rules the markup uses, by cache key (`css`, or `css-global` for global styles). */
  styles: { key: string; ids: string[]; css: string }[];
}

/**
 * Renders a tree with a cache of its own and extracts only the Emotion CSS its markup uses: the one
 * extraction of the build, for the page (gatsby-ssr.tsx) and the contact dialog (contact-dialog.tsx).
 */
export function renderStyled(tree: ReactNode): StyledHtml {
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  return { html, styles: extractCriticalToChunks(html).styles };
}
