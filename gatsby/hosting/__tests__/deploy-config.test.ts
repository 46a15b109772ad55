/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from '../csp.ts';
import { caseVariantsPattern, deployableConfig, hostingRedirects, pageScripts } from '../deploy-config.ts';

const ROUTES = ['/', '/Cases', '/Cases/AnkiBuddy', '/Blog', '/Blog/how-to-scope-an-mvp', '/Industries/AR-VR'];

describe('hostingRedirects', () => {
  const redirects = hostingRedirects(ROUTES, { '/DesignServices/DesignServices': '/DesignServices' });
  /** Where a request path is sent, as superstatic and Hosting match: glob literally, regex as RE2. */
  const target = (path: string) =>
    redirects.find((r) => ('regex' in r ? new RegExp(r.regex, 'u').test(path) : r.source === path))
      ?.destination;

  it('sends every other letter case of every route, with or without a slash, to the route', () => {
    for (const route of ROUTES.filter((r) => r !== '/')) {
      const variants = [
        route.toLowerCase(),
        route.toUpperCase(),
        `${route.toLowerCase()}/`,
        route.replace(/[a-z]/, (c) => c.toUpperCase()),
        [...route].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join(''),
      ].filter((v) => v.replace(/\/$/, '') !== route);
      for (const variant of variants) expect([variant, target(variant)]).toEqual([variant, route]);
    }
    expect(target('/cases/mila')).toBeUndefined(); // not a route here
    expect(target('/CASES/ANKIBUDDY')).toBe('/Cases/AnkiBuddy');
    expect(target('/cases/AnkiBuddy')).toBe('/Cases/AnkiBuddy');
    expect(redirects.every((r) => r.type === 301)).toBe(true);
  });

  it('redirects aliases and their lower-case form', () => {
    expect(target('/DesignServices/DesignServices')).toBe('/DesignServices');
    expect(target('/designservices/designservices')).toBe('/DesignServices');
  });

  it('never redirects a route, and uses no :param pattern (Hosting matches those ignoring case)', () => {
    for (const route of ROUTES) expect(target(route)).toBeUndefined();
    expect(redirects.filter((r) => 'source' in r && /[:*?{[]/.test(r.source))).toEqual([]);
  });

  it('leaves out the case variants of two routes alike but for case', () => {
    expect(hostingRedirects(['/Cases/Mila', '/Cases/MILA'], {})).toEqual([]);
  });

  it('writes patterns RE2 accepts: only (?i:…) groups, escapes, alternation', () => {
    expect(caseVariantsPattern('/Ab.c')).toBe('^(?:/a(?i:b\\.c)|/AB(?i:\\.c)|/Ab\\.C)/?$');
    expect(caseVariantsPattern('/2-4')).toBeNull();
  });
});

describe('deployableConfig', () => {
  it('keeps firebase.json as written and appends the derived redirects', () => {
    const base = {
      hosting: { public: 'public', redirects: [{ source: '/a', destination: '/b', type: 301 as const }] },
    };
    const derived = hostingRedirects(['/Cases'], {});
    expect(deployableConfig(base, derived)).toEqual({
      hosting: { public: 'public', redirects: [...base.hosting.redirects, ...derived] },
    });
  });
});

describe('the editor’s policy', () => {
  const base = {
    hosting: {
      headers: [
        {
          source: '**',
          headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self'" }],
        },
      ],
    },
  };
  const scripts = { fallback: ["'sha256-a'"], pages: [{ route: '/About', hashes: ["'sha256-b'"] }] };

  it('is added last, for /admin only, and leaves every other rule exactly as it was', () => {
    const without = deployableConfig(base, [], scripts).hosting.headers!;
    const withEditor = deployableConfig(base, [], scripts, 'https://example.test').hosting.headers!;
    expect(withEditor.slice(0, without.length)).toEqual(without);
    const added = withEditor.slice(without.length);
    expect(added.map((r) => r.source)).toEqual(['/admin', '/admin/**']);
    const policy = added[0]!.headers[0]!.value;
    expect(policy).toMatch(/script-src 'self' 'unsafe-eval'/);
    expect(policy).toMatch(
      /connect-src 'self' blob: data: https:\/\/example\.test https:\/\/api\.github\.com/,
    );
    expect(without.flatMap((r) => r.headers).some((h) => h.value.includes('unsafe-eval'))).toBe(false);
  });
});

describe('pageScripts', () => {
  it("adds 'wasm-unsafe-eval' to the pages with the search control, and only to them", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
    const write = (file: string, html: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), html);
    };
    write('404.html', '<header><a href="/search" data-search-control="">Search</a></header>');
    write('Cases/index.html', '<header><a href="/search" data-search-control="">Search</a></header>');
    write('Plain/index.html', '<main>No header here</main>');
    const scripts = pageScripts(dir, ['/Cases', '/Plain']);
    expect(scripts.fallback).toEqual(["'wasm-unsafe-eval'"]);
    expect(scripts.pages).toEqual([
      { route: '/Cases', hashes: ["'wasm-unsafe-eval'"] },
      { route: '/Plain', hashes: [] },
    ]);
  });

  it("allows the inline scripts of both of the 404 page's files under the catch-all", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deploy-'));
    mkdirSync(path.join(dir, '404'));
    // As Gatsby writes them: the same page, its path script differing.
    const page = (pagePath: string) =>
      `<script>shared()</script><script id="gatsby-script-loader">window.pagePath="${pagePath}";</script>`;
    writeFileSync(path.join(dir, '404.html'), page('/404.html'));
    writeFileSync(path.join(dir, '404', 'index.html'), page('/404'));
    const { fallback } = pageScripts(dir, []);
    const expected = [...inlineScriptHashes(page('/404.html')), ...inlineScriptHashes(page('/404'))];
    expect(new Set(fallback)).toEqual(new Set(expected));
    expect(fallback).toHaveLength(3);
  });
});
