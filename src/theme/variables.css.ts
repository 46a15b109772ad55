import { globalStyle } from '@vanilla-extract/css';
import { theme } from './css';
import { themeVariableRules } from './stylesheet';

/**
 * MUI's CSS variables for both schemes, in the site's one stylesheet (inline in every page's head,
 * as Gatsby writes it) rather than in Emotion's CSS of each page: written once, beside the
 * build-time classes that read them (docs/performance.md). Imported once, by the page wrapper
 * (src/app/wrap.tsx).
 */
for (const [selector, props] of themeVariableRules(theme)) {
  const vars: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) (key.startsWith('--') ? vars : rest)[key] = String(value);
  globalStyle(selector, { vars, ...rest });
}
