/**
 * `npm run bench:twin [-- --routes /,/Cases/Mila --runs 5 --before <ref or checkout> --filmstrip --tasks --shared-cores]`:
 * the figures issue 33 holds each route to, from one run on this machine (Lighthouse mobile preset:
 * 4× CPU, 150 ms, 1.6 Mbps, simulated), medians of N (5 by default), every page alternating with its
 * no-JS twin (lib/no-js-twin.ts) and its floor (lib/floor-page.ts), a fresh browser each run:
 * - script evaluation, ms (Lighthouse's mainthread-work-breakdown "Script Evaluation");
 * - JavaScript before the first tap: KiB transferred (as served, compressed) for every script the
 *   page requested during Lighthouse's load, which has no input: so all the scripts a phone fetches
 *   before its first tap can do anything (a chunk loaded on intent, such as the contact form's, is not in it);
 * - TBT beside the twin's, LCP beside the floor's (flagged over 1.25×), HTML gzipped (flagged over 14.6 kB);
 * - Lighthouse's benchmarkIndex of this machine (simulated throttling scales with it: compare only
 *   within a run);
 * - how many Lighthouse runs gave up waiting for a quiet machine: each waits for it, up to 15 s,
 *   because a just-launched Chromium's start-up was measured as the page's (lib/quiet-machine.ts).
 * The traces are recorded without Lighthouse's filmstrip (a screenshot of every frame), which on
 * this project's 2-core machines took the main thread's time from the pages that paint most and added
 * it, times four, to their TBT and script evaluation; `--filmstrip` records it as Lighthouse's default
 * does (docs/performance.md, "The filmstrip's cost").
 * With --before, another build (a checkout with a build, or a git ref built in a throwaway worktree)
 * is measured in the same alternation and set beside this one. Only its pages are measured: the
 * budgets hold this build to its own twin and floor, and a twin or floor is the route's content
 * alone, the same in both builds, so the before row is read against this build's (a third fewer
 * Lighthouse runs: 4 per route and round instead of 6).
 * Before the medians it prints every run, and in how many rounds each budget held: a round's runs
 * are minutes apart, so the rounds compare like with like on a machine whose speed drifts.
 * `--tasks` prints, for every run of a page and of its twin, the tasks that made its TBT and what
 * each held (lib/blocking-tasks.ts).
 * The renderers' main threads get a core of their own, the browser's other threads and this
 * process's main thread the others, where the machine allows it: on this project's 2-vCPU
 * machines it otherwise waited for a core about as long as it ran, and the simulation counts the
 * wait four times (lib/main-thread-core.ts); `--shared-cores` measures without it.
 * docs/performance.md says how to read it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/repo-root.ts';
import { median, summariseLhr } from './lib/lighthouse-summary.ts';
import { LighthouseRunner } from './lib/lighthouse-runner.ts';
import { formatBlockingTasks, takeBlockingTasks, type RunTasks } from './lib/blocking-tasks.ts';
import { writeTwin } from './lib/no-js-twin.ts';
import { writeFloor } from './lib/floor-page.ts';
import { weighHtml } from './lib/html-weight.ts';
import { otherBuild, type OtherBuild } from './lib/ref-build.ts';
import {
  formatBeforeAfter,
  formatRouteTable,
  formatRuns,
  type RouteFigures,
  type RunSeries,
} from './lib/route-table.ts';
import { listBenchRoutes } from './lib/site-pages.ts';
import { startSite, type RunningSite } from './lib/site-server.ts';

const { values: opts } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '5' },
    before: { type: 'string' },
    filmstrip: { type: 'boolean', default: false },
    tasks: { type: 'boolean', default: false },
    'shared-cores': { type: 'boolean', default: false },
  },
});
const runs = Number(opts.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of runs, 1 or more: got "${opts.runs}"`);

/** The routes issue 33 measured: the home page, the cases, a case, the blog and a post. */
function defaultRoutes(publicDir: string): string[] {
  const all = listBenchRoutes(publicDir).map((p) => p.route);
  const post = all.includes('/Blog/app-release-checklist')
    ? '/Blog/app-release-checklist'
    : all.find((r) => r.startsWith('/Blog/'));
  return ['/', '/Cases', '/Cases/Mila', '/Blog', ...(post ? [post] : [])].filter((r) => all.includes(r));
}

/** A build served three ways: as built, without scripts, and as its floor. */
interface Served {
  label: string;
  publicDir: string;
  sites: { page: RunningSite; twin?: RunningSite; floor?: RunningSite };
  close: () => Promise<void>;
}

type Kind = keyof Served['sites'];

async function serve(root: string, label: string, kinds: readonly Kind[]): Promise<Served> {
  const publicDir = path.join(root, 'public');
  if (!fs.existsSync(path.join(publicDir, 'index.html')))
    throw new Error(`No build in ${publicDir}: run npm run build first.`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-twin-'));
  writeTwin(publicDir, path.join(tmp, 'twin'));
  writeFloor(publicDir, path.join(tmp, 'floor'));
  // Served by its own checkout's stack (its hosting config: headers, per-page script hashes).
  const start = (dir: string) => startSite({ root, publicDir: dir });
  const sites: Served['sites'] = { page: await start(publicDir) };
  if (kinds.includes('twin')) sites.twin = await start(path.join(tmp, 'twin'));
  if (kinds.includes('floor')) sites.floor = await start(path.join(tmp, 'floor'));
  return {
    label,
    publicDir,
    sites,
    async close() {
      for (const site of Object.values(sites)) await site.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

const builds: Served[] = [];
let before: OtherBuild | null = null;
const benchmarkIndexes: number[] = [];
let lighthouseRuns = 0;
let busyStarts = 0;
let ownCoreRuns = 0;
let sharedCoresBecause: string | null = null;
const results = new Map<Served, RouteFigures[]>();
const runLists: string[] = [];
const taskLists: string[] = [];
try {
  builds.push(await serve(REPO_ROOT, 'this checkout', ['page', 'twin', 'floor']));
  if (opts.before) {
    before = await otherBuild(REPO_ROOT, opts.before);
    builds.push(await serve(before.root, before.label, ['page']));
  }
  const routes = opts.routes
    ? opts.routes.split(',').map((r) => r.trim())
    : defaultRoutes(builds[0]!.publicDir);
  const targets = builds.flatMap((build) =>
    (Object.keys(build.sites) as Kind[]).map((kind) => ({ build, kind })),
  );
  const own = (build: Served | undefined, kind: Kind) =>
    targets.find((t) => t.build === build && t.kind === kind);
  for (const route of routes) {
    const samples = new Map(targets.map((t) => [t, [] as ReturnType<typeof summariseLhr>[]]));
    const runTasks: (RunTasks & { order: number })[] = [];
    for (let run = 0; run < runs; run++) {
      // Rotate which goes first, so none always meets a warmer machine.
      const order = targets.map((_, i) => targets[(i + run) % targets.length]!);
      for (const target of order) {
        const runner = new LighthouseRunner({ filmstrip: opts.filmstrip, ownCore: !opts['shared-cores'] });
        try {
          const lhr = await runner.run(`${target.build.sites[target.kind]!.url}${route}`);
          const index = (lhr as { environment?: { benchmarkIndex?: number } }).environment?.benchmarkIndex;
          if (index) benchmarkIndexes.push(index);
          const summary = summariseLhr(lhr);
          samples.get(target)!.push(summary);
          if (opts.tasks) {
            // Read after every run, the floor's too: what a run leaves must not be read as the next one's.
            const tasks = takeBlockingTasks();
            if (target.kind !== 'floor')
              runTasks.push({
                label: `${target.build.label} ${target.kind}, run ${run + 1}`,
                tbtMs: summary.tbtMs,
                tasks,
                order: run * targets.length + targets.indexOf(target),
              });
          }
        } finally {
          lighthouseRuns++;
          busyStarts += runner.busyStarts;
          ownCoreRuns += runner.ownCoreRuns;
          sharedCoresBecause = runner.sharedCoresBecause ?? sharedCoresBecause;
          await runner.close();
        }
      }
      console.error(`${route} run ${run + 1}/${runs} done`);
    }
    const series = new Map(
      targets.map((target): [typeof target, RunSeries] => [
        target,
        {
          label: `${target.build.label} ${target.kind}`,
          tbtMs: samples.get(target)!.map((s) => s.tbtMs),
          scriptEvalMs: samples.get(target)!.map((s) => s.scriptEvalMs),
        },
      ]),
    );
    const seriesOf = (build: Served | undefined, kind: Kind) => series.get(own(build, kind)!)!;
    // By run, and in each the page, its twin, the build before (not in the rotated order they ran in).
    if (opts.tasks)
      taskLists.push(
        formatBlockingTasks(
          route,
          runTasks.sort((a, b) => a.order - b.order),
        ),
      );
    runLists.push(
      formatRuns(route, [...series.values()], {
        page: seriesOf(builds[0], 'page'),
        twin: seriesOf(builds[0], 'twin'),
        ...(builds[1] && { before: seriesOf(builds[1], 'page') }),
      }),
    );
    for (const build of builds) {
      // A build without its own twin or floor (the before build) is read against this one's.
      const of = (kind: Kind) => samples.get(own(build, kind) ?? own(builds[0], kind)!)!;
      const page = of('page');
      const file = path.join(build.publicDir, route === '/' ? '' : route, 'index.html');
      results.set(build, [
        ...(results.get(build) ?? []),
        {
          route,
          scriptEvalMs: median(page.map((s) => s.scriptEvalMs)),
          jsBeforeTapBytes: median(page.map((s) => (s.error ? null : s.js.transferBytes))),
          tbtMs: median(page.map((s) => s.tbtMs)),
          twinTbtMs: median(of('twin').map((s) => s.tbtMs)),
          lcpMs: median(page.map((s) => s.lcpMs)),
          floorLcpMs: median(of('floor').map((s) => s.lcpMs)),
          htmlGzipBytes: fs.existsSync(file) ? weighHtml(fs.readFileSync(file, 'utf8')).gzipBytes : 0,
        },
      ]);
    }
  }
} finally {
  for (const build of builds) await build.close();
  before?.cleanup();
}

process.stdout.write(`\n${runLists.join('')}`);
if (taskLists.length) process.stdout.write(`\n${taskLists.join('\n')}`);
for (const build of builds) {
  process.stdout.write(
    `\n${build.label}, medians of ${runs}:\n${formatRouteTable(results.get(build) ?? [])}`,
  );
}
if (builds.length === 2) {
  process.stdout.write(
    `\n${builds[1]!.label} → ${builds[0]!.label}:\n` +
      formatBeforeAfter(results.get(builds[1]!) ?? [], results.get(builds[0]!) ?? []),
  );
}
process.stdout.write(
  `\nLighthouse benchmarkIndex of this machine: ${median(benchmarkIndexes) ?? '?'}; ` +
    `traces ${opts.filmstrip ? 'with' : 'without'} the filmstrip; ` +
    `${busyStarts} of ${lighthouseRuns} Lighthouse runs started before the machine was quiet; ` +
    `the page's main thread had a core of its own in ${ownCoreRuns} of ${lighthouseRuns} runs` +
    (sharedCoresBecause ? ` (otherwise shared: ${sharedCoresBecause})\n` : '\n'),
);
