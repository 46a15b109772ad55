import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import interCore from './src/theme/fonts/inter-core.woff2';
import { theme } from './src/theme/theme';
import { COLOR_SCHEME } from './src/theme/color-scheme';
import { baselineCss } from './src/theme/stylesheet';
import { BRAND_FONT, fontFacesCss } from './src/theme/font';
import { SERVER_STYLE_ATTRIBUTE } from './src/theme/emotion-cache';
import { CONTACT_ROOT_ID } from './src/contact-openers/contact-dialog';
import { AfterPaintStyle, DEFERRED_STYLESHEET_ATTRIBUTE } from './src/loading';
import { shipContactDialog } from './gatsby/ssr/contact-dialog';
import { renderStyled } from './gatsby/ssr/render-styled';

export { wrapPageElement } from './src/app/server-shell';

// Built once per build: the baseline is the same on every page (the theme's variables are in the
// site's stylesheet: src/theme/variables.css.ts).
const staticCss = baselineCss(theme);
const fontFaces = fontFacesCss({ core: interCore, latin: interLatin });
// The swap's blocks (the loading plugin marks the outermost short ones, a longer one's blocks
// instead, over a few frames, each twice the last one's text): each of the main's sections, and
// the text inside them, so that a long page's list or article is split.
const FONT_BLOCKS =
  'header, main > *, main :is(h1, h2, h3, h4, p, li, blockquote, figure, pre, table), footer';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([
    <style key="baseline" id="baseline-css" dangerouslySetInnerHTML={{ __html: staticCss }} />,
    // The brand font after the first paint (docs/performance.md): fetched before it, the font
    // shared a phone's first second with the page's own content and held the largest paint about
    // 300 ms off its floor. The baseline's fallback face, sized to Inter's metrics, paints first;
    // the swap then goes block by block (FONT_BLOCKS) over a few frames.
    <AfterPaintStyle key="font" css={fontFaces} declarations={BRAND_FONT} blocks={FONT_BLOCKS} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The same on every page, so written here: no page's script carries it.
    <meta key="theme-color" name="theme-color" content={theme.colorSchemes.light!.palette.primary.main} />,
  ]);
  // Sets the stored or system colour scheme before first paint: no flash of the wrong scheme.
  setPreBodyComponents([
    <InitColorSchemeScript
      key="color-scheme"
      defaultMode="system"
      attribute={COLOR_SCHEME.attribute}
      modeStorageKey={COLOR_SCHEME.modeStorageKey}
      colorSchemeStorageKey={COLOR_SCHEME.colorSchemeStorageKey}
    />,
  ]);
};

/**
 * One Emotion cache per page: render, extract only the CSS that page uses, and put it in <head>,
 * so the first paint is styled before any JavaScript runs (what MUI's Gatsby example does).
 * The contact dialog comes after the page, outside the app's root: a native dialog that works
 * before the app, which the app hydrates in place as a root of its own
 * (features/contact/contact-dialog-root.tsx). Its stylesheet is a file of its own, deferred: the
 * starter puts it in the page when the app starts, and an opening before it has loaded waits for it
 * (features/contact/dialog-fallback.ts); without scripts the <noscript> link applies. Preloaded, it
 * shared the phone's first second with the page's largest content (about 140 ms of /Blog's LCP in
 * Lighthouse); a stylesheet the parser meets would also hold back the inline starter after it.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  const { html, styles } = renderStyled(bodyComponent);
  const dialog = shipContactDialog();
  setPostBodyComponents([
    <noscript key="contact-dialog-style" {...{ [DEFERRED_STYLESHEET_ATTRIBUTE]: `css ${dialog.ids}` }}>
      <link rel="stylesheet" href={dialog.href} />
    </noscript>,
    <div key="contact-dialog" id={CONTACT_ROOT_ID} dangerouslySetInnerHTML={{ __html: dialog.html }} />,
  ]);
  setHeadComponents(
    styles.map((style) => {
      // The page's own rules are adopted in place by the browser's cache (SERVER_STYLE_ATTRIBUTE).
      const attribute = style.key === 'css' ? SERVER_STYLE_ATTRIBUTE : 'data-emotion';
      return (
        <style
          key={`${style.key}-${style.ids.join('-')}`}
          {...{ [attribute]: `${style.key} ${style.ids.join(' ')}` }}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      );
    }),
  );
  replaceBodyHTMLString(html);
};

/**
 * Head tags of plugins that do nothing on this site, dropped to keep the HTML a phone downloads
 * before its first paint small:
 * - gatsby-plugin-image's style, noscript style and module script serve its GatsbyImage component,
 *   which no page renders (Picture writes its own <picture> from the image data); the script was
 *   also 2-4 ms of main thread before the first paint and a listener on every image load;
 * - gatsby-remark-autolink-headers' inline script scrolls to the URL's #heading on load, which the
 *   browser does itself (offsetY is 0, and the browser also honours scroll-margin-top); its inline
 *   style, on every page, is in the site's stylesheet instead (Prose.css.ts); the plugin's
 *   hydration-time scroll stays.
 * The site's stylesheet stays where Gatsby puts it, inline in the head (`data-href` tells Gatsby's
 * runtime it is there): linked, it was a request the first paint waited for, a round trip after
 * the HTML (docs/performance.md, "The site's stylesheet inline again").
 */
const UNUSED_HEAD_TAGS = /^(gatsby-image-style|gatsby-remark-autolink-headers-(script|style))/;

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(React.isValidElement(component) && UNUSED_HEAD_TAGS.test(String(component.key))),
    ),
  );
};
