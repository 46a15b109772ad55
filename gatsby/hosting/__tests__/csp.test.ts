/** @jest-environment node */
import { cspHeaderRules, inlineScriptHashes, withScriptHashes } from '../csp.ts';

const POLICY = "default-src 'self'; script-src 'self' https://www.google.com/recaptcha/; object-src 'none'";

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script as the browser does, once', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script id="x" type="text/javascript">window.x=1\r\n</script>',
      '<script>alert(1)</script>',
      '<script src="/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">alert(1)</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-ZxNi3j+QN3LkyQ5MyN9tRzbtiwZJ989Ck4NX9iWeYyQ='",
    ]);
  });
});

describe('withScriptHashes', () => {
  it('adds the hashes to script-src only', () => {
    expect(withScriptHashes(POLICY, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' https://www.google.com/recaptcha/ 'sha256-a' 'sha256-b'; object-src 'none'",
    );
  });

  it("refuses a policy that still allows 'unsafe-inline' scripts, or has no script-src", () => {
    expect(() => withScriptHashes("script-src 'self' 'unsafe-inline'", [])).toThrow(/unsafe-inline/);
    expect(() => withScriptHashes("default-src 'self'", [])).toThrow(/script-src/);
  });
});

describe('cspHeaderRules', () => {
  const rules = [
    {
      source: '**',
      headers: [
        { key: 'Content-Security-Policy', value: POLICY },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
      ],
    },
    { source: '/static/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
  ];

  it("gives the catch-all the 404 page's hashes and every page its own rule after it", () => {
    const out = cspHeaderRules(
      rules,
      ["'sha256-404'"],
      [{ route: '/Cases/Mila', hashes: ["'sha256-mila'"] }],
    );
    expect(out[0]?.headers[0]?.value).toContain("'sha256-404'");
    expect(out[0]?.headers[1]).toEqual({ key: 'X-Content-Type-Options', value: 'nosniff' });
    expect(out[1]).toEqual(rules[1]);
    expect(out[2]).toEqual({
      source: '/Cases/Mila',
      headers: [
        {
          key: 'Content-Security-Policy',
          value: withScriptHashes(POLICY, ["'sha256-mila'"]),
        },
      ],
    });
    expect(out[2]?.headers[0]?.value).not.toContain("'sha256-404'");
  });

  it('keeps a rule’s own policy (the editor’s sign-in page) as written', () => {
    const own = {
      source: '/api/cms/**',
      headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }],
    };
    expect(cspHeaderRules([...rules, own], ["'sha256-404'"], [])[2]).toEqual(own);
  });
});
