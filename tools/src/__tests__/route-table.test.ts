/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import {
  formatBeforeAfter,
  formatRouteTable,
  formatRuns,
  routeFlags,
  type RouteFigures,
} from '../lib/route-table.ts';
import { formatHtmlWeights, weighHtml } from '../lib/html-weight.ts';

const row = (over: Partial<RouteFigures> = {}): RouteFigures => ({
  route: '/Cases/Mila',
  scriptEvalMs: 700.4,
  jsBeforeTapBytes: 113 * 1024,
  tbtMs: 80,
  twinTbtMs: 30,
  lcpMs: 1250,
  floorLcpMs: 1000,
  htmlGzipBytes: 14_600,
  ...over,
});

describe('the bench:twin table', () => {
  it('meets a route at the limits: TBT twin + 50 ms, LCP 1.25× its floor, HTML 14.6 kB gzipped', () => {
    expect(routeFlags(row())).toEqual([]);
  });

  it('flags each target a route misses, and a missing figure as a miss', () => {
    expect(routeFlags(row({ tbtMs: 81, lcpMs: 1251, htmlGzipBytes: 14_601 }))).toEqual([
      'LCP > 1.25× floor',
      'TBT > twin + 50 ms',
      'HTML > 14.6 kB gz',
    ]);
    expect(routeFlags(row({ floorLcpMs: null, tbtMs: null }))).toEqual([
      'LCP > 1.25× floor',
      'TBT > twin + 50 ms',
    ]);
  });

  it('prints one aligned line per route', () => {
    expect(formatRouteTable([row(), row({ route: '/', lcpMs: 2000 })]).split('\n')).toEqual([
      'Route        Script eval ms  JS before tap KiB  TBT ms (twin)   LCP ms (floor) ×  HTML kB gz  Flags',
      '/Cases/Mila             700              113.0        80 (30)  1250 (1000) 1.25×        14.6  met',
      '/                       700              113.0        80 (30)  2000 (1000) 2.00×        14.6  LCP > 1.25× floor',
      '',
    ]);
  });

  it('sets a build beside the one before it, route by route', () => {
    expect(formatBeforeAfter([row({ scriptEvalMs: 875, htmlGzipBytes: 20_000 })], [row()])).toBe(
      '/Cases/Mila: script eval ms 875 → 700 (0.80×); JS before tap KiB 113.0 → 113.0 (1.00×); ' +
        'TBT ms 80 → 80 (1.00×); LCP / floor 1.25× → 1.25× (1.00×); HTML kB gz 20.0 → 14.6 (0.73×)\n',
    );
  });
});

describe('the weight of a page’s HTML', () => {
  const html =
    '<html><head><style>.a{color:red}</style></head><body><p class="a b">Hi</p>' +
    '<div id="contact-dialog-root"><dialog><form class="f"></form></dialog></div><script>x()</script></body></html>';

  it('measures the page and each part: raw bytes, and what the compressed page loses without it', () => {
    const weight = weighHtml(html);
    expect(weight.bytes).toBe(html.length);
    expect(weight.parts['inline CSS'].bytes).toBe('<style>.a{color:red}</style>'.length);
    expect(weight.parts['class attributes'].bytes).toBe(' class="a b"'.length + ' class="f"'.length);
    expect(weight.parts.scripts.bytes).toBe('<script>x()</script>'.length);
    expect(weight.parts['contact dialog'].bytes).toBe(
      '<div id="contact-dialog-root"><dialog><form class="f"></form></dialog></div>'.length,
    );
    for (const part of Object.values(weight.parts)) {
      expect(part.gzipBytes).toBeGreaterThan(0);
      expect(part.gzipBytes).toBeLessThan(weight.gzipBytes);
    }
  });

  it('marks a page over the first round trip', () => {
    const big = weighHtml(`<p>${randomBytes(20_000).toString('base64')}</p>`); // compresses little
    const lines = formatHtmlWeights([
      { route: '/', weight: weighHtml(html) },
      { route: '/big', weight: big },
    ]);
    expect(lines).toMatch(/^\/ +0\.\d /m);
    expect(lines).toMatch(/^\/big +\d+\.\d\* /m);
  });
});

describe('the bench:twin runs behind a route', () => {
  const series = (label: string, tbtMs: (number | null)[], scriptEvalMs: (number | null)[]) => ({
    label,
    tbtMs,
    scriptEvalMs,
  });
  const page = series('this checkout page', [114, 112, 43], [725.4, 492, 428]);
  const twin = series('this checkout twin', [12, 70, 9], [62, 40, 43]);
  const before = series('1b39f2c page', [66, 90, null], [600, 520, 430]);

  it('lists each target’s runs in order, and counts the rounds each budget held in', () => {
    expect(formatRuns('/Blog', [page, twin, before], { page, twin, before }).split('\n')).toEqual([
      '/Blog, each run:',
      '  this checkout page  TBT 114 112 43; script eval 725 492 428',
      '  this checkout twin  TBT 12 70 9; script eval 62 40 43',
      '  1b39f2c page        TBT 66 90 –; script eval 600 520 430',
      // TBT: round 1 is 102 over its twin, rounds 2 and 3 are 42 and 34. Script eval: 492 ≤ 520, 428 ≤ 430.
      "  rounds: TBT within twin + 50 ms in 2 of 3; script eval at or below the build before's in 2 of 3",
      '',
    ]);
  });

  it('counts a run with a missing figure as a miss, and leaves out the comparison with no build before', () => {
    const gap = series('page', [null, 40, 60], [null, 1, 1]);
    expect(formatRuns('/', [gap], { page: gap, twin })).toBe(
      '/, each run:\n  page  TBT – 40 60; script eval – 1 1\n  rounds: TBT within twin + 50 ms in 1 of 3\n',
    );
  });
});
