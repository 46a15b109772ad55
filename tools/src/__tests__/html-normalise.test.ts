/** @jest-environment node */
import { pageA, pageAChanged, pageARebuilt } from './fixtures/gatsby-pages.ts';
import { normaliseHtml, stripBuildNoise, tokenizeHtml } from '../lib/html-normalise.ts';

describe('stripBuildNoise', () => {
  it.each([
    ['/app-3687920e9f8d809da8bf.js', '/app-[hash].js'],
    ['/webpack-runtime-f736f07d9771608842d8.js', '/webpack-runtime-[hash].js'],
    [
      '/component---src-templates-case-study-tsx-ce96578ab352b588f456.js',
      '/component---src-templates-case-study-tsx-[hash].js',
    ],
    ['"/452-de161686fa193a8a5e68.js"', '"/[chunk]-[hash].js"'],
    ['"/123bb8083a2a81d7850d264c04cee30e64efeb7b-42d966b341f30689005a.js"', '"/[chunk]-[hash].js"'],
    ['data-href="/styles.f3a9c2e1b0d4.css"', 'data-href="/styles.[hash].css"'],
    [
      'url(/static/inter-latin-wght-normal-5d1e9f8a7b6c.woff2)',
      'url(/static/inter-latin-wght-normal-[hash].woff2)',
    ],
    ['src="/static/0f1e2d3c4b5a69788796a5b4c3d2e1f0/4b1f3/anki.webp"', 'src="/static/[hash]/anki.webp"'],
    ['href="/static/0f1e2d3c4b5a69788796a5b4c3d2e1f0/brief.pdf"', 'href="/static/[hash]/brief.pdf"'],
    ['window.___webpackCompilationHash="9c1b2d3e4f5a";', 'window.___webpackCompilationHash="[hash]";'],
    ['href="/page-data/sq/d/3159585216.json"', 'href="/page-data/sq/d/[hash].json"'],
    ['<title data-gatsby-head="true">T</title>', '<title>T</title>'],
    [
      'integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC"',
      'integrity="sha384-[hash]"',
    ],
  ])('%s', (input, expected) => {
    expect(stripBuildNoise(input)).toBe(expected);
  });

  it('keeps routes, page-data paths and ordinary file names', () => {
    const html =
      '<a href="/Cases/AnkiBuddy">x</a><link href="/page-data/Cases/page-data.json"/><img src="/favicon-32x32.png"/>';
    expect(stripBuildNoise(html)).toBe(html);
  });
});

describe('tokenizeHtml', () => {
  it('keeps script and style bodies raw, even with markup-like text inside', () => {
    const tokens = tokenizeHtml('<p>a</p><script>if (a<b) x("</p>")</script><style>a>b{}</style>');
    expect(tokens.map((t) => t.kind)).toEqual([
      'open',
      'text',
      'close',
      'open',
      'raw',
      'close',
      'open',
      'raw',
      'close',
    ]);
    expect(tokens[4]).toMatchObject({ kind: 'raw', parent: 'script', text: 'if (a<b) x("</p>")' });
  });

  it('reads quoted ">" inside attribute values', () => {
    const tokens = tokenizeHtml('<a title="1 > 0" href="/">x</a>');
    expect(tokens[0]).toMatchObject({ kind: 'open', name: 'a', text: '<a title="1 > 0" href="/">' });
  });
});

describe('normaliseHtml', () => {
  it('pretty-prints one tag per line, indented by depth', () => {
    expect(
      normaliseHtml(
        '<!DOCTYPE html><html><body><main><p>Hi <b>there</b></p><br/><img src="x.png"></main></body></html>',
      ),
    ).toBe(`<!DOCTYPE html>
<html>
  <body>
    <main>
      <p>
        Hi
        <b>
          there
        </b>
      </p>
      <br/>
      <img src="x.png">
    </main>
  </body>
</html>
`);
  });

  it('drops React text separators and collapses whitespace', () => {
    expect(normaliseHtml('<p>Twenty-seven products,<!-- --> <!-- -->shipped.</p>')).toBe(
      '<p>\n  Twenty-seven products,\n  shipped.\n</p>\n',
    );
    expect(normaliseHtml('<p>\n   a  \n  b </p>')).toBe(normaliseHtml('<p>a b</p>'));
  });

  it('replaces Emotion hashes in class names, style ids and CSS but keeps the rules', () => {
    const out = normaliseHtml(
      '<style data-emotion-server="css 1ujsas3 k4kzq1">.css-1ujsas3{display:flex;}.css-k4kzq1{color:red;}</style>' +
        '<main class="MuiBox-root css-1ujsas3">x</main>',
    );
    expect(out).toContain('<style data-emotion-server="css [hash]">');
    expect(out).toContain('.css-[hash]{display:flex;}');
    expect(out).toContain('.css-[hash]{color:red;}');
    expect(out).toContain('<main class="MuiBox-root css-[hash]">');
    expect(out).not.toMatch(/1ujsas3|k4kzq1/);
  });

  it('does not touch "css-…" words in text', () => {
    expect(normaliseHtml('<p>We like css-modules</p>')).toContain('We like css-modules');
  });

  it('pretty-prints JSON-LD', () => {
    const out = normaliseHtml(
      '<script type="application/ld+json">{"@type":"Organization","name":"F"}</script>',
    );
    expect(out).toBe(
      '<script type="application/ld+json">\n  {\n    "@type": "Organization",\n    "name": "F"\n  }\n</script>\n',
    );
  });

  it('makes two builds of the same source identical', () => {
    expect(normaliseHtml(pageARebuilt)).toBe(normaliseHtml(pageA));
  });

  it('still sees a change of text or style', () => {
    const before = normaliseHtml(pageA);
    const after = normaliseHtml(pageAChanged);
    expect(after).not.toBe(before);
    expect(after).toContain('Our case studies');
    expect(after).toContain('.css-[hash]{color:#456;animation:animation-[hash] 1s;}');
  });
});
