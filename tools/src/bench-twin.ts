/**
 * `npm run bench:twin [-- --routes /,/Cases/Mila --runs 3]`: each route beside its no-JS twin
 * (lib/no-js-twin.ts), in one run on this machine: Lighthouse mobile preset, the page and the twin
 * alternating, a fresh browser for every run, medians of N. Prints both, the differences and the
 * targets (performance 100, TBT within 50 ms of the twin, LCP within 10 %, CLS 0), and Lighthouse's
 * benchmarkIndex of this machine (simulated throttling scales with it: compare only within a run).
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
  options: { routes: { type: 'string' }, runs: { type: 'string', default: '3' } },
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
const median = (values: (number | null)[]) => {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : null;
};

const rows: TwinRow[] = [];
const benchmarkIndexes: number[] = [];
try {
  for (const route of routes) {
    const samples = {
      page: [] as ReturnType<typeof summariseLhr>[],
      twin: [] as ReturnType<typeof summariseLhr>[],
    };
    for (let run = 0; run < runs; run++) {
      // Alternate which goes first, so neither always meets a warmer machine.
      const order = run % 2 === 0 ? (['page', 'twin'] as const) : (['twin', 'page'] as const);
      for (const which of order) {
        const runner = new LighthouseRunner();
        try {
          const lhr = await runner.run(`${(which === 'page' ? page : twin).url}${route}`);
          const index = (lhr as { environment?: { benchmarkIndex?: number } }).environment?.benchmarkIndex;
          if (index) benchmarkIndexes.push(index);
          samples[which].push(summariseLhr(lhr));
        } finally {
          await runner.close();
        }
      }
      console.error(`${route} run ${run + 1}/${runs} done`);
    }
    const pick = (list: ReturnType<typeof summariseLhr>[]) => ({
      performance: median(list.map((s) => s.performance)),
      tbtMs: median(list.map((s) => s.tbtMs)),
      lcpMs: median(list.map((s) => s.lcpMs)),
      cls: median(list.map((s) => s.cls)),
    });
    rows.push({ route, page: pick(samples.page), twin: pick(samples.twin) });
  }
} finally {
  await page.close();
  await twin.close();
  fs.rmSync(twinDir, { recursive: true, force: true });
}

process.stdout.write(formatTwinTable(rows));
process.stdout.write(
  `${rows.filter((r) => twinVerdict(r).length === 0).length} of ${rows.length} routes within the targets; ` +
    `median of ${runs} runs each; Lighthouse benchmarkIndex of this machine: ${median(benchmarkIndexes) ?? '?'}\n`,
);
