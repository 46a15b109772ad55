/**
 * Gatsby's script tags (webpack runtime, React, the app) load at once with `async`, and on a phone
 * they share the first second's bandwidth and main thread with the page's own text, font and
 * pictures: the largest paint came 40-60 % later than on the same page without scripts
 * (`npm run bench:twin`). After the build, each page's tags become one small script that starts
 * them once the page has loaded and painted its largest element, or at the visitor's first touch, key or scroll if that
 * comes sooner: the page paints like its no-JS twin and React takes over right after. (Gatsby renders
 * these tags through its script slice, so the built HTML is where they can be changed.)
 */

import { COLOR_MODES, COLOR_SCHEME, colorModeWording, DARK_QUERY } from '../theme/color-scheme.ts';
import {
  COLOR_MODE_SWITCH_ATTRIBUTE,
  EARLY_FORM_ATTRIBUTE,
  EARLY_INPUT_GLOBAL,
  FILTERS_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  KEEP_ATTRIBUTE,
  KEPT_ATTRIBUTE,
  REPLAY_ATTRIBUTE,
} from './markers.ts';

const SCHEME = COLOR_SCHEME.attribute;
const COLOR_MODE_WORDING = Object.fromEntries(COLOR_MODES.map((mode) => [mode, colorModeWording(mode)]));

/** How long after load the starter waits for a largest-paint report before starting anyway. */
export const LARGEST_PAINT_WAIT_MS = 2000;

/**
 * The inline starter; scripts inserted with `async = false` run in insertion order. Each is
 * inserted in a task of its own: starting a script's fetch costs 2-12 ms at 4x CPU, and four in one
 * animation frame made a 45-70 ms task (Chromium trace of /About). Where the browser reports the
 * largest contentful paint, the scripts wait for it: on /About the load event came before the
 * text's paint, so the scripts' downloads were counted against the largest paint (+16 % over the
 * twin in `npm run bench:twin`).
 *
 * Until the app has hydrated, the starter acts for it. A tap on the colour-mode switch switches
 * the mode at once. A tap on a control marked `data-replay` is kept (its default action prevented,
 * the control marked busy), starts the scripts at once, and replay.ts acts on it once when the app
 * is ready. A change of a field marked `data-keep` is kept by name, because React's hydration
 * resets a controlled select to its rendered value; a select that filters a list (`data-filters`)
 * also filters it at once, by hiding the items that do not match. Disclosures, menus and links
 * need none of this: the browser opens and follows them before any script.
 *
 * Dialogs are opened by native invokers (`commandfor`/`command`): when one opens, the starter gives
 * it the page's colour scheme (a page may force one; the dialog sits outside the page's layout),
 * notes its opener and starts the scripts. Where the browser has no invoker commands, the starter
 * runs `show-modal` and `close` itself (unless the app already handled the click). A submit of the
 * form marked `data-early-form` is always stopped (that form never posts by itself) and kept for
 * the app, which takes the form over with what was typed.
 */
export const startAfterLoadScript = (sources: readonly string[]) =>
  `(function(d,w,s){var started=false;function start(){if(started)return;started=true;` +
  `s.forEach(function(src){w.setTimeout(function(){var e=d.createElement('script');e.src=src;e.async=false;d.body.appendChild(e)},0)})}` +
  // Two frames after the largest paint (or load, where it is not reported): it is on screen by then.
  // (go may run twice, from the report and the fallback: start runs once.)
  `function afterPaint(){function go(){w.requestAnimationFrame(function(){w.requestAnimationFrame(start)})}` +
  `var P=w.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0){` +
  `new P(function(l,o){o.disconnect();go()}).observe({type:'largest-contentful-paint',buffered:true});w.setTimeout(go,${LARGEST_PAINT_WAIT_MS})}else go()}` +
  `if(d.readyState==='complete')afterPaint();else w.addEventListener('load',afterPaint,{once:true});` +
  `['pointerdown','keydown','touchstart','scroll'].forEach(function(t){w.addEventListener(t,start,{once:true,passive:true})});` +
  `var k=w.${EARLY_INPUT_GLOBAL}={taps:[],values:{}};function early(e,sel){` +
  `return !d.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')&&e.target&&e.target.closest&&e.target.closest(sel)}` +
  `w.addEventListener('click',function(e){var t=early(e,'[${REPLAY_ATTRIBUTE}]');` +
  `if(!t||t.disabled)return;e.preventDefault();t.setAttribute('aria-busy','true');k.taps.push(t);start()},true);` +
  `w.addEventListener('change',function(e){var t=early(e,'[${KEEP_ATTRIBUTE}]');if(!t||!t.name)return;` +
  `k.values[t.name]=t.value;t.setAttribute('${KEPT_ATTRIBUTE}','');var l=d.getElementById(t.getAttribute('${FILTERS_ATTRIBUTE}'));if(!l)return;` +
  `var f=d.querySelectorAll('[${FILTERS_ATTRIBUTE}="'+l.id+'"]');[].forEach.call(l.children,function(i){` +
  `i.hidden=[].some.call(f,function(s){return s.value&&(i.getAttribute('data-'+s.name)||'').split('|').indexOf(s.value)<0})})},true);` +
  `function opened(t,b){var m=d.getElementById('main'),c=m&&m.closest('[${SCHEME}]');` +
  `if(c)t.setAttribute('${SCHEME}',c.getAttribute('${SCHEME}'));k.opener=b;start()}` +
  `w.addEventListener('command',function(e){if(e.command==='show-modal')opened(e.target,e.source)},true);` +
  `var B=w.HTMLButtonElement;if(B&&!('command' in B.prototype))w.addEventListener('click',function(e){` +
  `var b=!e.defaultPrevented&&e.target.closest&&e.target.closest('button[commandfor]'),t=b&&d.getElementById(b.getAttribute('commandfor'));` +
  `if(!t||!t.showModal)return;var c=b.getAttribute('command');if(c==='show-modal'&&!t.open){opened(t,b);t.showModal()}else if(c==='close'&&t.open)t.close()});` +
  // The colour-mode switch cycles the stored mode and applies it, as the app would (useColorMode),
  // and shows it: its icon (data-mode) and words.
  `w.addEventListener('click',function(e){var t=early(e,'[${COLOR_MODE_SWITCH_ATTRIBUTE}]');if(!t||t.disabled)return;` +
  `e.preventDefault();e.stopPropagation();var o=${JSON.stringify(COLOR_MODES)},m,n;try{m=localStorage.getItem('${COLOR_SCHEME.modeStorageKey}')}catch(x){}` +
  `n=o[(Math.max(0,o.indexOf(m))+1)%o.length];try{localStorage.setItem('${COLOR_SCHEME.modeStorageKey}',n)}catch(x){}` +
  `d.documentElement.setAttribute('${SCHEME}',n==='system'?(w.matchMedia('${DARK_QUERY}').matches?'dark':'light'):n);t.setAttribute('data-mode',n);` +
  `var l=${JSON.stringify(COLOR_MODE_WORDING)}[n];t.setAttribute('aria-label',l.label);t.setAttribute('title',l.title)},true);` +
  `w.addEventListener('submit',function(e){if(!e.target.hasAttribute('${EARLY_FORM_ATTRIBUTE}'))return;` +
  `e.preventDefault();k.send=true;if(e.submitter)e.submitter.setAttribute('aria-busy','true');start()},true)` +
  `})(document,window,${JSON.stringify(sources)})`;

const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * The page's HTML with its async script tags replaced by the starter (unchanged if it has none).
 * `preludes` (scripts of other webpack entries, see webpack.ts) start just before the app script,
 * each evaluated in a task of its own; those the page already lists are not repeated. `first`
 * (the build's globals, see takeBuildGlobals) start before all of them.
 */
export function startScriptsAfterLoad(
  html: string,
  preludes: readonly string[] = [],
  first: readonly string[] = [],
): string {
  const listed = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (listed.length === 0) return html;
  const app = listed.findIndex((src) => /^\/app-/.test(src));
  const extra = preludes.filter((src) => !listed.includes(src));
  const sources = [
    ...first,
    ...(app < 0 ? listed : [...listed.slice(0, app), ...extra, ...listed.slice(app)]),
  ];
  let replaced = false;
  return html.replace(ASYNC_SCRIPT, () => {
    if (replaced) return '';
    replaced = true;
    return `<script>${startAfterLoadScript(sources)}</script>`;
  });
}

/** Gatsby's inline globals that are the same on every page of a build. */
const BUILD_GLOBALS = [
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*(window\.___chunkMapping=[\s\S]*?;)\s*<\/script>/,
  /<script>(window\.___webpackCompilationHash="[^"]*";)<\/script>/,
];

/**
 * Takes the build's globals (chunk map, compilation hash) out of a page: `globals` is their code,
 * for one script file the starter loads first. They were ~1.3 kB of every page's HTML, which a
 * phone downloads before the first paint: /About (13.9 kB without scripts) needed a second round
 * trip for its HTML, the twin did not (Lighthouse's slow-start simulation of a 14.6 kB window).
 */
export function takeBuildGlobals(html: string): { html: string; globals: string } {
  let rest = html;
  const parts: string[] = [];
  for (const pattern of BUILD_GLOBALS) {
    rest = rest.replace(pattern, (_, code: string) => {
      parts.push(code);
      return '';
    });
  }
  return { html: rest, globals: parts.join('\n') };
}
