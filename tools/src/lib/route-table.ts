/**
 * bench:twin's table: per route, the figures issue 33 holds each build to, from medians of N runs.
 * TBT is set beside the route's no-JS twin (lib/no-js-twin.ts), LCP beside its floor (lib/floor-page.ts).
 */
import { HTML_BUDGET_BYTES } from './html-weight.ts';

export interface RouteFigures {
  route: string;
  /** Lighthouse's script evaluation (mainthread-work-breakdown), ms at its 4× CPU throttle. */
  scriptEvalMs: number | null;
  /** Bytes transferred for the scripts the page requested before any input (see jsBeforeFirstTap). */
  jsBeforeTapBytes: number | null;
  tbtMs: number | null;
  twinTbtMs: number | null;
  lcpMs: number | null;
  floorLcpMs: number | null;
  /** The page's HTML file, gzip -9 (lib/html-weight.ts). */
  htmlGzipBytes: number;
}

/** LCP may be at most this many times its floor's (issue 33). */
export const FLOOR_RATIO_LIMIT = 1.25;
/** TBT may be at most this much over the no-JS twin's. */
export const TWIN_TBT_MARGIN_MS = 50;

/** The TBT budget: a page's TBT at most TWIN_TBT_MARGIN_MS over its twin's. */
const overTwin = (tbtMs: number, twinTbtMs: number) => tbtMs - twinTbtMs > TWIN_TBT_MARGIN_MS;

export const floorRatio = (r: RouteFigures) =>
  r.lcpMs !== null && r.floorLcpMs ? r.lcpMs / r.floorLcpMs : null;

/** The targets a route misses. */
export function routeFlags(r: RouteFigures): string[] {
  const flags: string[] = [];
  const ratio = floorRatio(r);
  if (ratio === null || ratio > FLOOR_RATIO_LIMIT) flags.push(`LCP > ${FLOOR_RATIO_LIMIT}× floor`);
  if (r.tbtMs === null || overTwin(r.tbtMs, r.twinTbtMs ?? 0))
    flags.push(`TBT > twin + ${TWIN_TBT_MARGIN_MS} ms`);
  if (r.htmlGzipBytes > HTML_BUDGET_BYTES) flags.push(`HTML > ${HTML_BUDGET_BYTES / 1000} kB gz`);
  return flags;
}

const ms = (v: number | null) => (v === null ? '–' : String(Math.round(v)));
const kib = (v: number | null) => (v === null ? '–' : (v / 1024).toFixed(1));

export function formatRouteTable(rows: readonly RouteFigures[]): string {
  const header = [
    'Route',
    'Script eval ms',
    'JS before tap KiB',
    'TBT ms (twin)',
    'LCP ms (floor) ×',
    'HTML kB gz',
    'Flags',
  ];
  const cells = rows.map((r) => {
    const ratio = floorRatio(r);
    return [
      r.route,
      ms(r.scriptEvalMs),
      kib(r.jsBeforeTapBytes),
      `${ms(r.tbtMs)} (${ms(r.twinTbtMs)})`,
      `${ms(r.lcpMs)} (${ms(r.floorLcpMs)}) ${ratio === null ? '–' : `${ratio.toFixed(2)}×`}`,
      (r.htmlGzipBytes / 1000).toFixed(1),
      routeFlags(r).join(', ') || 'met',
    ];
  });
  const all = [header, ...cells];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((c, i) => (i === 0 || i === row.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...cells.map(line)].join('\n')}\n`;
}

/** Before → after, one line per route and figure, with the ratio. */
export function formatBeforeAfter(before: readonly RouteFigures[], after: readonly RouteFigures[]): string {
  const figures: [string, (r: RouteFigures) => number | null, (v: number | null) => string][] = [
    ['script eval ms', (r) => r.scriptEvalMs, ms],
    ['JS before tap KiB', (r) => r.jsBeforeTapBytes, kib],
    ['TBT ms', (r) => r.tbtMs, ms],
    ['LCP / floor', floorRatio, (v) => (v === null ? '–' : `${v.toFixed(2)}×`)],
    ['HTML kB gz', (r) => r.htmlGzipBytes / 1000, (v) => (v === null ? '–' : v.toFixed(1))],
  ];
  const lines: string[] = [];
  for (const a of after) {
    const b = before.find((r) => r.route === a.route);
    if (!b) continue;
    const parts = figures.map(([name, get, show]) => {
      const [x, y] = [get(b), get(a)];
      return `${name} ${show(x)} → ${show(y)}${x && y !== null ? ` (${(y / x).toFixed(2)}×)` : ''}`;
    });
    lines.push(`${a.route}: ${parts.join('; ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** One target's figures for a route, in run order (a build's page, twin or floor). */
export interface RunSeries {
  label: string;
  tbtMs: readonly (number | null)[];
  scriptEvalMs: readonly (number | null)[];
}

/**
 * Every run behind a route's medians, and in how many rounds the page held each budget (script
 * evaluation only beside a build before): run i of every target ran in the same round, minutes
 * apart, so a round compares like with like on a machine whose speed drifts (a median can move
 * by 50-100 ms between benches).
 */
export function formatRuns(
  route: string,
  series: readonly RunSeries[],
  pair?: { page: RunSeries; twin: RunSeries; before?: RunSeries },
): string {
  const list = (values: readonly (number | null)[]) => values.map(ms).join(' ');
  const width = Math.max(...series.map((s) => s.label.length));
  const lines = series.map(
    (s) => `  ${s.label.padEnd(width)}  TBT ${list(s.tbtMs)}; script eval ${list(s.scriptEvalMs)}`,
  );
  if (pair) {
    const rounds = pair.page.tbtMs.length;
    const count = (holds: (i: number) => boolean) =>
      Array.from({ length: rounds }, (_, i) => i).filter(holds).length;
    const at = (values: readonly (number | null)[], i: number) => values[i] ?? null;
    const tbt = count((i) => {
      const [page, twin] = [at(pair.page.tbtMs, i), at(pair.twin.tbtMs, i)];
      return page !== null && twin !== null && !overTwin(page, twin);
    });
    let held = `  rounds: TBT within twin + ${TWIN_TBT_MARGIN_MS} ms in ${tbt} of ${rounds}`;
    if (pair.before) {
      const before = pair.before.scriptEvalMs;
      const evals = count((i) => {
        const [page, then] = [at(pair.page.scriptEvalMs, i), at(before, i)];
        return page !== null && then !== null && page <= then;
      });
      held += `; script eval at or below the build before's in ${evals} of ${rounds}`;
    }
    lines.push(held);
  }
  return `${route}, each run:\n${lines.join('\n')}\n`;
}
