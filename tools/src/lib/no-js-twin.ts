/**
 * The no-JS twin of a build: the same HTML with every script removed (JSON-LD data blocks kept)
 * and no script preloads, so Lighthouse can measure what React costs a page and nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';

export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '');
}

/** Copies `publicDir` to `twinDir` with every HTML page stripped of its scripts. */
export function writeTwin(publicDir: string, twinDir: string): void {
  fs.cpSync(publicDir, twinDir, { recursive: true });
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const full = path.join(dir, d.name);
      return d.isDirectory() ? walk(full) : d.name.endsWith('.html') ? [full] : [];
    });
  for (const file of walk(twinDir)) fs.writeFileSync(file, stripScripts(fs.readFileSync(file, 'utf8')));
}

export interface TwinRow {
  route: string;
  page: { performance: number | null; tbtMs: number | null; lcpMs: number | null; cls: number | null };
  twin: { performance: number | null; tbtMs: number | null; lcpMs: number | null; cls: number | null };
}

/** Targets of issue 9: performance 100, TBT within 50 ms of the twin, LCP within 10 %, CLS 0. */
export function twinVerdict(row: TwinRow): string[] {
  const misses: string[] = [];
  const { page, twin } = row;
  if ((page.performance ?? 0) < 100) misses.push('perf < 100');
  if ((page.tbtMs ?? Infinity) - (twin.tbtMs ?? 0) > 50) misses.push('TBT > twin + 50 ms');
  if ((page.lcpMs ?? Infinity) > (twin.lcpMs ?? 0) * 1.1) misses.push('LCP > twin + 10 %');
  if ((page.cls ?? 1) > 0) misses.push('CLS > 0');
  return misses;
}

const n = (v: number | null, digits = 0) => (v === null ? '–' : v.toFixed(digits));

export function formatTwinTable(rows: readonly TwinRow[]): string {
  const lines = [
    'Route                          Perf page/twin   TBT ms page/twin (Δ)     LCP ms page/twin (Δ%)       CLS page/twin   Targets',
  ];
  for (const r of rows) {
    const dTbt = r.page.tbtMs !== null && r.twin.tbtMs !== null ? r.page.tbtMs - r.twin.tbtMs : null;
    const dLcp =
      r.page.lcpMs !== null && r.twin.lcpMs ? ((r.page.lcpMs - r.twin.lcpMs) / r.twin.lcpMs) * 100 : null;
    const misses = twinVerdict(r);
    lines.push(
      [
        r.route.padEnd(30),
        `${n(r.page.performance)}/${n(r.twin.performance)}`.padEnd(16),
        `${n(r.page.tbtMs)}/${n(r.twin.tbtMs)} (${dTbt === null ? '–' : `${dTbt >= 0 ? '+' : ''}${dTbt.toFixed(0)}`})`.padEnd(
          24,
        ),
        `${n(r.page.lcpMs)}/${n(r.twin.lcpMs)} (${dLcp === null ? '–' : `${dLcp >= 0 ? '+' : ''}${dLcp.toFixed(1)}%`})`.padEnd(
          27,
        ),
        `${n(r.page.cls, 3)}/${n(r.twin.cls, 3)}`.padEnd(15),
        misses.length ? misses.join(', ') : 'met',
      ].join(' '),
    );
  }
  return `${lines.join('\n')}\n`;
}
