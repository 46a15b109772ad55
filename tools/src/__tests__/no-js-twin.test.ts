/** @jest-environment node */
import { stripScripts, twinVerdict } from '../lib/no-js-twin.ts';

describe('the no-JS twin', () => {
  it('removes every script and script preload, keeping JSON-LD', () => {
    const html =
      '<head><link as="script" rel="preload" href="/app.js"/><script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script>window.x=1</script></head><body><h1>Hi</h1><script src="/app.js" async></script><script id="gatsby-chunk-mapping">m</script></body>';
    expect(stripScripts(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Hi</h1></body>',
    );
  });

  it('names each target a page misses beside its twin', () => {
    const twin = { performance: 100, tbtMs: 30, lcpMs: 1500, cls: 0 };
    expect(
      twinVerdict({ route: '/', page: { performance: 100, tbtMs: 80, lcpMs: 1650, cls: 0 }, twin }),
    ).toEqual([]);
    expect(
      twinVerdict({ route: '/', page: { performance: 97, tbtMs: 81, lcpMs: 1651, cls: 0.01 }, twin }),
    ).toEqual(['perf < 100', 'TBT > twin + 50 ms', 'LCP > twin + 10 %', 'CLS > 0']);
  });
});
