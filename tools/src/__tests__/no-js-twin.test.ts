/** @jest-environment node */
import { noJsTwin } from '../lib/no-js-twin.ts';

describe('the no-JS twin', () => {
  it('removes every script and script preload, keeping JSON-LD', () => {
    const html =
      '<head><link as="script" rel="preload" href="/app.js"/><script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script>window.x=1</script></head><body><h1>Hi</h1><script src="/app.js" async></script><script id="gatsby-chunk-mapping">m</script></body>';
    expect(noJsTwin(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Hi</h1></body>',
    );
  });

  it('keeps what <noscript> holds as markup, as a browser without JavaScript parses it', () => {
    const html =
      '<head><style media="not all" data-after-paint="">@font-face{}</style><noscript><style>@font-face{}</style></noscript></head>' +
      '<body><h1>Hi</h1><noscript><img src="/pixel.gif" alt=""/></noscript></body>';
    expect(noJsTwin(html)).toBe(
      '<head><style media="not all" data-after-paint="">@font-face{}</style><style>@font-face{}</style></head>' +
        '<body><h1>Hi</h1><img src="/pixel.gif" alt=""/></body>',
    );
  });

  it('leaves out what the page applies only after its first paint: a deferred stylesheet, the brand font', () => {
    const html =
      '<head><style data-after-paint="main &gt; *">@font-face{}[data-after-paint-applied]{--f:"B"}</style>' +
      '<noscript data-after-paint-copy=""><style>:root{--f:"B"}</style></noscript></head>' +
      '<body><h1>Hi</h1><noscript data-deferred-stylesheet="css a1"><link rel="stylesheet" href="/dialog.css"/></noscript></body>';
    expect(noJsTwin(html)).toBe(
      '<head><style data-after-paint="main &gt; *">@font-face{}[data-after-paint-applied]{--f:"B"}</style></head>' +
        '<body><h1>Hi</h1></body>',
    );
  });
});
