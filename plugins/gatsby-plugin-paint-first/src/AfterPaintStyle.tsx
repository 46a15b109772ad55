import * as React from 'react';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_SEEN_KEY } from './markers.ts';

/**
 * Applies the style before it at once where waiting would cost more than it saves: a browser
 * without scroll anchoring (WebKit: a late swap would move what the visitor had scrolled to) or
 * that reports no largest paint (nothing to wait for), or an origin that has applied it before (its
 * files are cached, and waiting would only flash the fallback). It runs where the parser meets it,
 * before the body.
 */
const APPLY_NOW = `!function(s){var P=window.PerformanceObserver,k;try{k=localStorage.getItem(${JSON.stringify(
  AFTER_PAINT_SEEN_KEY,
)})}catch(e){}if(k==="1"||!P||!(P.supportedEntryTypes||[]).includes("largest-contentful-paint")||!(window.CSS&&CSS.supports("overflow-anchor","auto")))s.removeAttribute("media")}(document.currentScript.previousElementSibling)`;

/**
 * For `setHeadComponents`: `css` the first paint does not wait for (AFTER_PAINT_ATTRIBUTE), with
 * the script that applies it at once where it should, and a `<noscript>` copy for a browser
 * without scripts, which applies it as it parses.
 */
export function AfterPaintStyle({ css }: { css: string }) {
  return (
    <>
      <style media="not all" {...{ [AFTER_PAINT_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: css }} />
      <script dangerouslySetInnerHTML={{ __html: APPLY_NOW }} />
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </noscript>
    </>
  );
}
