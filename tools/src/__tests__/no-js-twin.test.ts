/** @jest-environment node */
import { stripScripts } from '../lib/no-js-twin.ts';

describe('the no-JS twin', () => {
  it('removes every script and script preload, keeping JSON-LD', () => {
    const html =
      '<head><link as="script" rel="preload" href="/app.js"/><script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script>window.x=1</script></head><body><h1>Hi</h1><script src="/app.js" async></script><script id="gatsby-chunk-mapping">m</script></body>';
    expect(stripScripts(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Hi</h1></body>',
    );
  });
});
