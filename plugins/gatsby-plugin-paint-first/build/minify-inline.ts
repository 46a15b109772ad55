import { minify } from 'terser';

/** Inline classic scripts (no src, no type, or a JavaScript type): JSON-LD is data, not code. */
const INLINE_SCRIPT = /<script((?:\s+(?!src=|type=)[\w-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;

const MAX_PASSES = 4;
const LEADING = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_';
const ANY = `${LEADING}0123456789`;

/**
 * Names in a fixed order. Terser's default orders them by how often each character occurs in the
 * script, string literals included, so the starter's variables were renamed whenever a chunk's hash
 * changed and every page showed in the static diff.
 */
const nthIdentifier = {
  get(n: number): string {
    let name = LEADING[n % LEADING.length]!;
    for (let rest = Math.floor(n / LEADING.length); rest > 0; rest = Math.floor((rest - 1) / ANY.length))
      name += ANY[(rest - 1) % ANY.length];
    return name;
  },
};

/**
 * Terser run until its output no longer changes: an incremental build keeps the pages it did not
 * rebuild, already minified, and the post-build rewrites them again. A second pass can still shorten
 * a script (and rename its variables), so without a fixed point those pages would differ from a cold
 * build's and every static diff would report them.
 */
async function minifyToFixedPoint(code: string): Promise<string> {
  let current = code;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next =
      (
        await minify(current, {
          compress: true,
          mangle: { nth_identifier: nthIdentifier },
          format: { comments: false },
        })
      ).code ?? current;
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The page's HTML with its inline scripts minified (plugins write them pretty-printed, with
 * comments): the HTML before the first paint is what a phone waits for, and a page that fits
 * Lighthouse's first 14.6 kB round trip paints a round trip earlier. `cache` holds the scripts
 * already minified, as most are the same on every page.
 */
export async function minifyInlineScripts(
  html: string,
  cache: Map<string, string> = new Map(),
): Promise<string> {
  const sources = [...new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => match[2]!))];
  for (const code of sources) {
    if (cache.has(code) || !code.trim()) continue;
    cache.set(code, await minifyToFixedPoint(code));
  }
  return html.replace(INLINE_SCRIPT, (whole, attributes: string, code: string) =>
    code.trim() ? `<script${attributes}>${cache.get(code)}</script>` : whole,
  );
}
