import { globalStyle } from '@vanilla-extract/css';
import { theme } from './css';
import { themeVariableRules } from './stylesheet';

/**
 * MUI's CSS variables for both schemes, in the site's one linked stylesheet rather than inline in
 * every page: the stylesheet is fetched before the first paint either way, once for the whole
 * visit, and 2.5 kB less of each page's compressed HTML lets most of them fit the first round trip
 * (docs/performance.md). Imported once, by the page wrapper (src/app/wrap.tsx).
 */
for (const [selector, props] of themeVariableRules(theme)) {
  const vars: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) (key.startsWith('--') ? vars : rest)[key] = String(value);
  globalStyle(selector, { vars, ...rest });
}
