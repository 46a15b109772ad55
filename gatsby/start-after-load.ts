/**
 * Gatsby's script tags (webpack runtime, React, the app) load at once with `async`, and on a phone
 * they share the first second's bandwidth and main thread with the page's own text, font and
 * pictures: the largest paint came 40-60 % later than on the same page without scripts
 * (`npm run bench:twin`). After the build, each page's tags become one small script that starts
 * them once the page has loaded and painted, or at the visitor's first touch, key or scroll if that
 * comes sooner: the page paints like its no-JS twin and React takes over right after. (Gatsby renders
 * these tags through its script slice, so the built HTML is where they can be changed.)
 */

/**
 * The inline starter; scripts inserted with `async = false` run in insertion order. Each is
 * inserted in a task of its own: starting a script's fetch costs 2-12 ms at 4x CPU, and four in one
 * animation frame made a 45-70 ms task (Chromium trace of /About).
 */
export const startAfterLoadScript = (sources: readonly string[]) =>
  `(function(d,w,s){var started=false;function start(){if(started)return;started=true;` +
  `s.forEach(function(src){w.setTimeout(function(){var e=d.createElement('script');e.src=src;e.async=false;d.body.appendChild(e)},0)})}` +
  // Two frames after load: the first one has painted by then.
  `function afterPaint(){w.requestAnimationFrame(function(){w.requestAnimationFrame(start)})}` +
  `if(d.readyState==='complete')afterPaint();else w.addEventListener('load',afterPaint,{once:true});` +
  `['pointerdown','keydown','touchstart','scroll'].forEach(function(t){w.addEventListener(t,start,{once:true,passive:true})})` +
  `})(document,window,${JSON.stringify(sources)})`;

const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * The page's HTML with its async script tags replaced by the starter (unchanged if it has none).
 * `preludes` (scripts of other webpack entries, see webpack.ts) start just before the app script,
 * each evaluated in a task of its own; those the page already lists are not repeated.
 */
export function startScriptsAfterLoad(html: string, preludes: readonly string[] = []): string {
  const listed = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (listed.length === 0) return html;
  const app = listed.findIndex((src) => /^\/app-/.test(src));
  const extra = preludes.filter((src) => !listed.includes(src));
  const sources = app < 0 ? listed : [...listed.slice(0, app), ...extra, ...listed.slice(app)];
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script>${startAfterLoadScript(sources)}</script>`;
  });
}
