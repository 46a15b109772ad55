import { runInNewContext } from 'node:vm';
import { minifyInlineScripts } from '../inline-scripts.ts';

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
