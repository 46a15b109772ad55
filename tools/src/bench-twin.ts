/**
 * `npm run bench:twin [-- --routes /,/Cases/Mila --runs 3 --before ../other-checkout]`: each route
 * beside its no-JS twin (lib/no-js-twin.ts), in one run on this machine: Lighthouse mobile preset,
 * the page and the twin alternating, a fresh browser for every run, medians of N. Prints both, the
 * differences and the targets (performance 100, TBT within 50 ms of the twin, LCP within 10 %, CLS
 * 0), and Lighthouse's benchmarkIndex of this machine (simulated throttling scales with it: compare
 * only within a run). With --before, another checkout's build is measured in the same alternation,
 * and a second table sets it beside this one: performance, TBT, LCP and script evaluation.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/repo-root.ts';
import { summariseLhr } from './lib/lighthouse-summary.ts';
import { LighthouseRunner } from './lib/lighthouse-runner.ts';
import { formatTwinTable, twinVerdict, writeTwin, type TwinRow } from './lib/no-js-twin.ts';
import { listBenchRoutes } from './lib/site-pages.ts';
import { startSite } from './lib/site-server.ts';

const { values: opts } = parseArgs({
  options: { routes: { type: 'string' }, runs: { type: 'string', default: '3' }, before: { type: 'string' } },
});
const runs = Number(opts.runs);
const publicDir = path.join(REPO_ROOT, 'public');
if (!fs.existsSync(path.join(publicDir, 'index.html')))
  throw new Error('No build in public/: run npm run build first.');
const routes = opts.routes
  ? opts.routes.split(',').map((r) => r.trim())
  : listBenchRoutes(publicDir).map((p) => p.route);

const twinDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-js-twin-'));
writeTwin(publicDir, twinDir);
const page = await startSite({ root: REPO_ROOT, publicDir });
const twin = await startSite({ root: REPO_ROOT, publicDir: twinDir });
const beforeRoot = opts.before ? path.resolve(opts.before) : null;
const before = beforeRoot
  ? await startSite({ root: beforeRoot, publicDir: path.join(beforeRoot, 'public') })
  : null;
const sites = { page, twin, ...(before ? { before } : {}) };
type Which = keyof typeof sites;
const median = (values: (number | null)[]) => {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : null;
};

const rows: TwinRow[] = [];
const beforeRows: { route: string; before: Picked; after: Picked }[] = [];
const benchmarkIndexes: number[] = [];
type Picked = ReturnType<typeof pick>;
function pick(list: ReturnType<typeof summariseLhr>[]) {
  return {
    performance: median(list.map((s) => s.performance)),
    tbtMs: median(list.map((s) => s.tbtMs)),
    lcpMs: median(list.map((s) => s.lcpMs)),
    cls: median(list.map((s) => s.cls)),
    scriptEvalMs: median(list.map((s) => s.scriptEvalMs)),
  };
}
try {
  for (const route of routes) {
    const samples: Record<Which, ReturnType<typeof summariseLhr>[]> = { page: [], twin: [], before: [] };
    const kinds = Object.keys(sites) as Which[];
    for (let run = 0; run < runs; run++) {
      // Rotate which goes first, so none always meets a warmer machine.
      const order = kinds.map((_, i) => kinds[(i + run) % kinds.length]!);
      for (const which of order) {
        const runner = new LighthouseRunner();
        try {
          const lhr = await runner.run(`${sites[which]!.url}${route}`);
          const index = (lhr as { environment?: { benchmarkIndex?: number } }).environment?.benchmarkIndex;
          if (index) benchmarkIndexes.push(index);
          samples[which].push(summariseLhr(lhr));
        } finally {
          await runner.close();
        }
      }
      console.error(`${route} run ${run + 1}/${runs} done`);
    }
    rows.push({ route, page: pick(samples.page), twin: pick(samples.twin) });
    if (before) beforeRows.push({ route, before: pick(samples.before), after: pick(samples.page) });
  }
} finally {
  await page.close();
  await twin.close();
  await before?.close();
  fs.rmSync(twinDir, { recursive: true, force: true });
}

process.stdout.write(formatTwinTable(rows));
process.stdout.write(
  `${rows.filter((r) => twinVerdict(r).length === 0).length} of ${rows.length} routes within the targets; ` +
    `median of ${runs} runs each; Lighthouse benchmarkIndex of this machine: ${median(benchmarkIndexes) ?? '?'}\n`,
);

if (beforeRows.length) {
  const cell = (b: number | null, a: number | null) =>
    `${b === null ? '–' : Math.round(b)} → ${a === null ? '–' : Math.round(a)}${b && a !== null ? ` (${(a / b).toFixed(2)}x)` : ''}`;
  process.stdout.write(
    `\nBefore (${opts.before}) → after, medians of ${runs}:\n` +
      'Route                          Perf        TBT ms                LCP ms                    Script eval ms\n' +
      beforeRows
        .map(({ route, before: b, after: a }) =>
          [
            route.padEnd(30),
            `${b.performance ?? '–'} → ${a.performance ?? '–'}`.padEnd(11),
            cell(b.tbtMs, a.tbtMs).padEnd(21),
            cell(b.lcpMs, a.lcpMs).padEnd(25),
            cell(
              b.scriptEvalMs === null ? null : Math.round(b.scriptEvalMs),
              a.scriptEvalMs === null ? null : Math.round(a.scriptEvalMs),
            ),
          ].join(' '),
        )
        .join('\n') +
      '\n',
  );
}
