/** The benchmark's text table: one row per route, a worst-value row, budget marks. */
import { BUDGETS, KIB, overBudget, worstMetrics } from './lighthouse-summary.ts';
import type { Budget, MetricKey, Metrics, RouteResult } from './lighthouse-summary.ts';

type Column = { key: MetricKey; title: string; format: (v: number) => string };

const COLUMNS: readonly Column[] = [
  { key: 'performance', title: 'Perf', format: (v) => String(Math.round(v)) },
  { key: 'accessibility', title: 'A11y', format: (v) => String(Math.round(v)) },
  { key: 'bestPractices', title: 'BP', format: (v) => String(Math.round(v)) },
  { key: 'seo', title: 'SEO', format: (v) => String(Math.round(v)) },
  { key: 'lcpMs', title: 'LCP ms', format: (v) => String(Math.round(v)) },
  { key: 'tbtMs', title: 'TBT ms', format: (v) => String(Math.round(v)) },
  { key: 'cls', title: 'CLS', format: (v) => (v > 0 && v < 0.001 ? '<0.001' : v.toFixed(3)) },
  { key: 'jsGzipBytes', title: 'JS KiB', format: (v) => (v / KIB).toFixed(1) },
  { key: 'cssGzipBytes', title: 'CSS KiB', format: (v) => (v / KIB).toFixed(1) },
];

const MARK = '*';

function cell(column: Column, value: number | null, budgets: readonly Budget[]): string {
  const budget = budgets.find((b) => b.key === column.key);
  const text = value === null ? 'ERR' : column.format(value);
  return budget && overBudget(budget, value) ? `${text}${MARK}` : text;
}

export function formatBenchTable(
  results: readonly RouteResult[],
  { runs, budgets = BUDGETS }: { runs: number; budgets?: readonly Budget[] },
): string {
  const header = ['Route', ...COLUMNS.map((c) => c.title)];
  const row = (label: string, m: Metrics) => [label, ...COLUMNS.map((c) => cell(c, m[c.key], budgets))];
  const rows = results.map((r) => row(r.route, r.median));
  const worst = results.length ? [row('worst (min score / max metric)', worstMetrics(results))] : [];
  const all = [header, ...rows, ...worst];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const over = results.filter((r) => r.overBudget.length > 0).length;
  return [
    `Lighthouse mobile preset (simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'} per route.`,
    `Budgets: ${budgets.map((b) => b.label).join(', ')}. ${MARK} = over budget.`,
    'JS / CSS: gzip size of the scripts / stylesheets the page loaded (KiB = 1024 bytes).',
    '',
    line(header),
    rule,
    ...rows.map(line),
    ...(worst.length ? [rule, ...worst.map(line)] : []),
    '',
    `Routes over budget: ${over} of ${results.length}`,
  ].join('\n');
}
