/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { formatBenchTable } from '../lib/bench-table.ts';
import {
  BUDGETS,
  KIB,
  budgetFailures,
  median,
  medianMetrics,
  routeResult,
  summariseLhr,
  worstMetrics,
} from '../lib/lighthouse-summary.ts';
import type { LhrLike, RunSummary } from '../lib/lighthouse-summary.ts';

const lhr = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'fixtures', 'lhr-cases.json'), 'utf8'),
) as LhrLike;

/** Pretend gzip sizes of the built files; third-party and missing files are unknown. */
const gzipSizes: Record<string, number> = {
  '/webpack-runtime-f736f07d9771608842d8.js': 2400,
  '/framework-192641632ee16b35f738.js': 45000,
  '/app-3687920e9f8d809da8bf.js': 32000,
  '/fonts.css': 700,
};
const gzipSize = (url: string) => gzipSizes[new URL(url).pathname];

function withScores(run: RunSummary, changes: Partial<RunSummary>): RunSummary {
  return { ...run, ...changes };
}

describe('summariseLhr', () => {
  const run = summariseLhr(lhr, gzipSize);

  it('reads scores (0–100) and metrics', () => {
    expect(run).toMatchObject({
      performance: 97,
      accessibility: 96,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1834.6,
      tbtMs: 120.4,
      cls: 0,
      documentTransferBytes: 21000,
    });
    expect(run.error).toBeUndefined();
  });

  it('sums the scripts and stylesheets the page loaded: gzip of built files, transfer size otherwise', () => {
    // Failed (404) and data: scripts do not count; the third-party script counts with its transfer size.
    expect(run.js).toEqual({ requests: 4, transferBytes: 75700, gzipBytes: 2400 + 45000 + 32000 + 1200 });
    expect(run.css).toEqual({ requests: 1, transferBytes: 800, gzipBytes: 700 });
  });

  it('lists the weighted audits that cost points', () => {
    expect(run.failedAudits).toEqual({ accessibility: ['color-contrast'] });
  });

  it('falls back to transfer sizes without a gzip lookup', () => {
    expect(summariseLhr(lhr).js.gzipBytes).toBe(75700);
  });

  it('records a runtime error with empty scores', () => {
    const failed = summariseLhr({
      categories: { performance: { score: null } },
      audits: {},
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    });
    expect(failed).toMatchObject({
      performance: null,
      lcpMs: null,
      error: 'NO_FCP: The page did not paint any content.',
    });
  });
});

describe('summariseLhr on a real Lighthouse 13 result (trimmed)', () => {
  const real = JSON.parse(
    fs.readFileSync(path.join(__dirname, 'fixtures', 'lhr-lighthouse13-cases.json'), 'utf8'),
  ) as LhrLike;

  it('reads the same shape Lighthouse 13 writes', () => {
    const run = summariseLhr(real);
    expect(run).toMatchObject({ performance: 79, accessibility: 98, bestPractices: 100, seo: 100, cls: 0 });
    expect(run.lcpMs).toBeCloseTo(2209.7, 1);
    expect(run.tbtMs).toBeCloseTo(850, 1);
    // Six first-party scripts (runtime, framework, app, shared chunk, page component, lazy chunk); no stylesheet.
    expect(run.js).toEqual({ requests: 6, transferBytes: 136567, gzipBytes: 136567 });
    expect(run.css).toEqual({ requests: 0, transferBytes: 0, gzipBytes: 0 });
    expect(run.documentTransferBytes).toBe(21533);
    expect(run.failedAudits).toEqual({ accessibility: ['heading-order'] });
  });
});

describe('medians and budgets', () => {
  const base = summariseLhr(lhr, gzipSize);
  const runs = [
    withScores(base, { performance: 97, tbtMs: 120 }),
    withScores(base, { performance: 99, tbtMs: 60 }),
    withScores(base, { performance: 98, tbtMs: 80 }),
  ];

  it('takes the median of each metric', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([null, 5])).toBe(5);
    expect(median([null])).toBeNull();
    expect(medianMetrics(runs)).toMatchObject({ performance: 98, tbtMs: 80, cls: 0, jsGzipBytes: 80600 });
  });

  it('flags the budgets a route breaks', () => {
    const result = routeResult('/Cases', 'http://x/Cases', runs);
    expect(result.overBudget).toEqual(['accessibility']);
    expect(result.failedAudits).toEqual({ accessibility: ['color-contrast'] });
  });

  it('treats CLS 0 strictly, the JS budget in KiB and a missing value as over budget', () => {
    const ok = { ...medianMetrics(runs), accessibility: 100 };
    expect(budgetFailures(ok)).toEqual([]);
    expect(budgetFailures({ ...ok, cls: 0.0004 })).toEqual(['cls']);
    expect(budgetFailures({ ...ok, jsGzipBytes: 100 * KIB })).toEqual([]);
    expect(budgetFailures({ ...ok, jsGzipBytes: 100 * KIB + 1 })).toEqual(['jsGzipBytes']);
    expect(budgetFailures({ ...ok, tbtMs: 101, performance: null })).toEqual(['performance', 'tbtMs']);
    expect(BUDGETS.map((b) => b.key)).toEqual([
      'performance',
      'accessibility',
      'bestPractices',
      'seo',
      'cls',
      'tbtMs',
      'jsGzipBytes',
    ]);
  });

  it('reports the worst value per metric over routes', () => {
    const a = routeResult('/', 'http://x/', [
      withScores(base, { performance: 100, lcpMs: 900, accessibility: 100 }),
    ]);
    const b = routeResult('/Cases', 'http://x/Cases', [
      withScores(base, { performance: 95, lcpMs: 2100, cls: 0.01 }),
    ]);
    expect(worstMetrics([a, b])).toMatchObject({
      performance: 95,
      accessibility: 96,
      lcpMs: 2100,
      cls: 0.01,
    });
  });
});

describe('formatBenchTable', () => {
  const base = summariseLhr(lhr, gzipSize);
  const results = [
    routeResult('/', 'http://x/', [
      withScores(base, { performance: 100, accessibility: 100, tbtMs: 40, lcpMs: 1200 }),
    ]),
    routeResult('/Cases', 'http://x/Cases', [base]),
  ];
  const table = formatBenchTable(results, { runs: 1 });
  const lines = table.split('\n');

  it('prints the budgets in the header', () => {
    expect(table).toContain('median of 1 run per route');
    expect(table).toContain(
      'Budgets: performance ≥ 98, accessibility 100, best practices 100, SEO 100, CLS 0',
    );
    expect(table).toContain('first-load JS ≤ 100 KiB gzip');
  });

  it('prints one row per route and marks the cells over budget', () => {
    const header = lines.find((l) => l.startsWith('Route'));
    expect(header?.split(/\s{2,}/)).toEqual([
      'Route',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS KiB',
      'CSS KiB',
    ]);
    const home = lines
      .find((l) => l.startsWith('/ '))
      ?.trim()
      .split(/\s+/);
    expect(home).toEqual(['/', '100', '100', '100', '100', '1200', '40', '0.000', '78.7', '0.7']);
    const cases = lines
      .find((l) => l.startsWith('/Cases'))
      ?.trim()
      .split(/\s+/);
    expect(cases).toEqual(['/Cases', '97*', '96*', '100', '100', '1835', '120*', '0.000', '78.7', '0.7']);
  });

  it('ends with the worst values and the number of routes over budget', () => {
    const worst = lines.find((l) => l.startsWith('worst'))?.split(/\s{2,}/);
    expect(worst).toEqual([
      'worst (min score / max metric)',
      '97*',
      '96*',
      '100',
      '100',
      '1835',
      '120*',
      '0.000',
      '78.7',
      '0.7',
    ]);
    expect(lines[lines.length - 1]).toBe('Routes over budget: 1 of 2');
  });
});
