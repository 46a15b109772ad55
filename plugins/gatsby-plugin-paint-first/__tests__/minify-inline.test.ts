/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { minifyInlineScripts } from '../build/minify-inline.ts';
import { starterScript } from '../build/starter-script.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';

/** MUI's pre-paint script as the pages carry it: terser needs two passes to finish it. */
const colorSchemeScript = () =>
  /<script[^>]*>([\s\S]*)<\/script>/.exec(
    renderToStaticMarkup(createElement(InitColorSchemeScript, { defaultMode: 'system' })),
  )![1]!;

const PRETTY = `
(function() {
try {
  // the stored mode, or the system's
  const mode = localStorage.getItem('mode') || 'system';
  document.documentElement.setAttribute('data-mode', mode);
} catch(e){}})();
`;

describe('minifyInlineScripts', () => {
  it('minifies inline scripts, keeping their attributes and what they do', async () => {
    const html = await minifyInlineScripts(`<body><script id="x">${PRETTY}</script></body>`);
    const code = /<script id="x">([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(code.length).toBeLessThan(PRETTY.length * 0.8);
    expect(code).not.toContain('stored mode');
    const attributes = new Map<string, string>();
    runInNewContext(code, {
      localStorage: { getItem: () => 'dark' },
      document: { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } },
    });
    expect(attributes.get('data-mode')).toBe('dark');
  });

  it('writes the same bytes when it runs again on its own output, as on pages an incremental build kept', async () => {
    const html = `<script>${colorSchemeScript()}</script><script>${starterScript(['/a-1.js'])}</script>`;
    const once = await minifyInlineScripts(html);
    expect(once).not.toBe(html);
    expect(await minifyInlineScripts(once)).toBe(once);
  });

  it("names variables the same whatever the hashes in the script's strings", async () => {
    const starter = async (hash: string) => {
      const sources = ['webpack-runtime', 'framework', 'app'].map((name) => `/${name}-${hash}.js`);
      return (await minifyInlineScripts(`<script>${starterScript(sources)}</script>`)).split(hash).join('#');
    };
    // With terser's default, character frequency (strings included) picks the names: these two differed.
    expect(await starter('cccccccccccccccccccc')).toBe(await starter('eeeeeeeeeeeeeeeeeeee'));
  });

  it('leaves JSON-LD, external and module scripts alone', async () => {
    const html =
      '<script type="application/ld+json">{ "a": 1 }</script><script src="/app.js" async=""></script>' +
      '<script type="module">const  a = 1</script>';
    expect(await minifyInlineScripts(html)).toBe(html);
  });

  it('minifies a script once however many pages carry it', async () => {
    const cache = new Map<string, string>();
    await minifyInlineScripts(`<script>${PRETTY}</script>`, cache);
    cache.set(PRETTY, 'cached()');
    expect(await minifyInlineScripts(`<script>${PRETTY}</script>`, cache)).toBe('<script>cached()</script>');
  });
});
