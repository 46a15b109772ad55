import * as React from 'react';
import {
  AFTER_PAINT_APPLIED_ATTRIBUTE,
  AFTER_PAINT_ATTRIBUTE,
  AFTER_PAINT_COPY_ATTRIBUTE,
  AFTER_PAINT_SEEN_KEY,
} from './markers.ts';

/**
 * Applies what the style before it holds back to the whole page at once (marks `<html>`) where
 * waiting would cost more than it saves: a browser without scroll anchoring (WebKit: a late swap
 * would move what the visitor had scrolled to) or that reports no largest paint (nothing to wait
 * for), or an origin that has applied it before (its files are cached, and waiting would only flash
 * the fallback). It runs where the parser meets it, before the body.
 */
const APPLY_NOW = `!function(s){var P=window.PerformanceObserver,k;try{k=localStorage.getItem(${JSON.stringify(
  AFTER_PAINT_SEEN_KEY,
)})}catch(e){}if(k==="1"||!P||!(P.supportedEntryTypes||[]).includes("largest-contentful-paint")||!(window.CSS&&CSS.supports("overflow-anchor","auto"))){s.removeAttribute(${JSON.stringify(
  AFTER_PAINT_ATTRIBUTE,
)});document.documentElement.setAttribute(${JSON.stringify(AFTER_PAINT_APPLIED_ATTRIBUTE)},"")}}(document.currentScript.previousElementSibling)`;

/**
 * For `setHeadComponents`: what the first paint does not wait for. `css` holds rules that cost
 * nothing until something uses them (font faces: a face is fetched only once text asks for it);
 * `declarations` is what uses them (`--font-sans: "Brand", …`), and applies only where
 * AFTER_PAINT_APPLIED_ATTRIBUTE is set: on each of the page's `blocks` (a selector) in turn, then on
 * the root (after-paint.ts). With the script that sets it on the root at once where it should, and
 * a `<noscript>` copy for a browser without scripts, which applies it as it parses.
 */
export function AfterPaintStyle({
  css,
  declarations,
  blocks,
}: {
  css: string;
  declarations: string;
  blocks: string;
}) {
  return (
    <>
      <style
        {...{ [AFTER_PAINT_ATTRIBUTE]: blocks }}
        dangerouslySetInnerHTML={{ __html: `${css}[${AFTER_PAINT_APPLIED_ATTRIBUTE}]{${declarations}}` }}
      />
      <script dangerouslySetInnerHTML={{ __html: APPLY_NOW }} />
      <noscript {...{ [AFTER_PAINT_COPY_ATTRIBUTE]: '' }}>
        <style dangerouslySetInnerHTML={{ __html: `:root{${declarations}}` }} />
      </noscript>
    </>
  );
}
