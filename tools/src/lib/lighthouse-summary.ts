/** Reduces Lighthouse results (LHR) to the numbers the page benchmark reports, and checks budgets. */

/** The part of a Lighthouse result (LH.Result) that the benchmark reads. */
export type LhrLike = {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  lighthouseVersion?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        id?: string;
        title?: string;
        score?: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        details?: { type?: string; items?: unknown };
      }
    | undefined
  >;
};

export type ResourceBytes = { requests: number; transferBytes: number; gzipBytes: number };

export type RunSummary = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Main-thread time spent evaluating script (Lighthouse's "Script Evaluation"), at its CPU throttle. */
  scriptEvalMs: number | null;
  js: ResourceBytes;
  css: ResourceBytes;
  documentTransferBytes: number;
  /** Audits that cost points in accessibility, best-practices or SEO (score < 1), by category. */
  failedAudits: Record<string, string[]>;
  warnings: string[];
  error?: string;
};

export type MetricKey =
  | 'performance'
  | 'accessibility'
  | 'bestPractices'
  | 'seo'
  | 'lcpMs'
  | 'tbtMs'
  | 'cls'
  | 'jsGzipBytes'
  | 'cssGzipBytes';

export type Metrics = Record<MetricKey, number | null>;

export type Budget = { key: MetricKey; label: string } & ({ min: number } | { max: number });

export const KIB = 1024;

/** The site's budgets (mobile preset, simulated throttling). */
export const BUDGETS: readonly Budget[] = [
  { key: 'performance', label: 'performance ≥ 98', min: 98 },
  { key: 'accessibility', label: 'accessibility 100', min: 100 },
  { key: 'bestPractices', label: 'best practices 100', min: 100 },
  { key: 'seo', label: 'SEO 100', min: 100 },
  { key: 'cls', label: 'CLS 0', max: 0 },
  { key: 'tbtMs', label: 'TBT ≤ 100 ms', max: 100 },
  { key: 'jsGzipBytes', label: 'first-load JS ≤ 100 KiB gzip', max: 100 * KIB },
];

const CATEGORY_KEYS = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

type NetworkItem = {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  statusCode?: number;
};

function score(lhr: LhrLike, id: string): number | null {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
}

function numeric(lhr: LhrLike, id: string): number | null {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

function networkItems(lhr: LhrLike): NetworkItem[] {
  const items = lhr.audits['network-requests']?.details?.items;
  if (!Array.isArray(items)) return [];
  return items.filter((i): i is NetworkItem => typeof i === 'object' && i !== null && 'url' in i);
}

function bytesOf(
  items: readonly NetworkItem[],
  resourceType: string,
  gzipSize: (url: string) => number | undefined,
): ResourceBytes {
  const matching = items.filter(
    (i) =>
      i.resourceType === resourceType && i.url && !/^(data|blob):/.test(i.url) && (i.statusCode ?? 200) < 400,
  );
  return {
    requests: matching.length,
    transferBytes: matching.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    gzipBytes: matching.reduce((sum, i) => sum + (gzipSize(i.url ?? '') ?? i.transferSize ?? 0), 0),
  };
}

function failedAudits(lhr: LhrLike): Record<string, string[]> {
  const failed: Record<string, string[]> = {};
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const ids = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ref.id)
      .filter((id) => {
        const audit = lhr.audits[id];
        return typeof audit?.score === 'number' && audit.score < 1;
      });
    if (ids.length) failed[category] = ids;
  }
  return failed;
}

/**
 * One run's numbers. `gzipSize(url)` gives a loaded file's gzip size (the benchmark gzips the
 * built file); when it returns undefined the transfer size is used (e.g. third-party scripts).
 */
/** The main thread's "scriptEvaluation" group (mainthread-work-breakdown), in ms. */
function scriptEvaluation(lhr: LhrLike): number | null {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items;
  if (!Array.isArray(items)) return null;
  const group = (items as { group?: string; duration?: number }[]).find(
    (i) => i.group === 'scriptEvaluation',
  );
  return group?.duration ?? 0;
}

export function summariseLhr(
  lhr: LhrLike,
  gzipSize: (url: string) => number | undefined = () => undefined,
): RunSummary {
  const items = networkItems(lhr);
  const document = items.find((i) => i.resourceType === 'Document');
  return {
    performance: score(lhr, CATEGORY_KEYS.performance),
    accessibility: score(lhr, CATEGORY_KEYS.accessibility),
    bestPractices: score(lhr, CATEGORY_KEYS.bestPractices),
    seo: score(lhr, CATEGORY_KEYS.seo),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scriptEvalMs: scriptEvaluation(lhr),
    js: bytesOf(items, 'Script', gzipSize),
    css: bytesOf(items, 'Stylesheet', gzipSize),
    documentTransferBytes: document?.transferSize ?? 0,
    failedAudits: failedAudits(lhr),
    warnings: lhr.runWarnings ?? [],
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

export function runMetrics(run: RunSummary): Metrics {
  return {
    performance: run.performance,
    accessibility: run.accessibility,
    bestPractices: run.bestPractices,
    seo: run.seo,
    lcpMs: run.lcpMs,
    tbtMs: run.tbtMs,
    cls: run.cls,
    jsGzipBytes: run.error ? null : run.js.gzipBytes,
    cssGzipBytes: run.error ? null : run.css.gzipBytes,
  };
}

/** Median of the non-null values (mean of the middle two for an even count); null if none. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? 0;
  return sorted.length % 2 ? hi : ((sorted[mid - 1] ?? 0) + hi) / 2;
}

const METRIC_KEYS: readonly MetricKey[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsGzipBytes',
  'cssGzipBytes',
];

/** Per-metric median over runs (each metric independently). */
export function medianMetrics(runs: readonly RunSummary[]): Metrics {
  const all = runs.map(runMetrics);
  return Object.fromEntries(METRIC_KEYS.map((k) => [k, median(all.map((m) => m[k]))])) as Metrics;
}

/** Whether a value breaks its budget; a missing value (failed run) counts as over budget. */
export function overBudget(budget: Budget, value: number | null): boolean {
  if (value === null) return true;
  return 'min' in budget ? value < budget.min : value > budget.max;
}

/** Keys of the budgets that `metrics` break. */
export function budgetFailures(metrics: Metrics, budgets: readonly Budget[] = BUDGETS): MetricKey[] {
  return budgets.filter((b) => overBudget(b, metrics[b.key])).map((b) => b.key);
}

export type RouteResult = {
  route: string;
  url: string;
  runs: RunSummary[];
  median: Metrics;
  overBudget: MetricKey[];
  /** Union over runs of the audits that cost points (accessibility, best practices, SEO). */
  failedAudits: Record<string, string[]>;
};

export function routeResult(route: string, url: string, runs: RunSummary[]): RouteResult {
  const m = medianMetrics(runs);
  const failed: Record<string, string[]> = {};
  for (const run of runs) {
    for (const [category, ids] of Object.entries(run.failedAudits)) {
      failed[category] = [...new Set([...(failed[category] ?? []), ...ids])].sort();
    }
  }
  return { route, url, runs, median: m, overBudget: budgetFailures(m), failedAudits: failed };
}

/** Worst value per metric over routes: minimum for scores, maximum for timings, CLS and bytes. */
export function worstMetrics(results: readonly RouteResult[]): Metrics {
  const higherIsBetter = new Set<MetricKey>(['performance', 'accessibility', 'bestPractices', 'seo']);
  return Object.fromEntries(
    METRIC_KEYS.map((k) => {
      const values = results.map((r) => r.median[k]);
      if (values.length === 0 || values.some((v) => v === null)) return [k, null];
      const nums = values as number[];
      return [k, higherIsBetter.has(k) ? Math.min(...nums) : Math.max(...nums)];
    }),
  ) as Metrics;
}
