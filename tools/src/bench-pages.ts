/**
 * `npm run bench:pages [-- --runs 3 --routes /,/Cases --out reports/bench-pages.json --port 0 --build --strict]`
 *
 * Lighthouse (mobile preset, simulated throttling) on every page of the production build, served by
 * the local stack (server/app.ts, as `npm start`), N runs per route, medians in a table with the
 * budgets marked. A benchmark, not a test: exits 0 when over budget unless --strict.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './lib/repo-root.ts';
import { formatBenchTable } from './lib/bench-table.ts';
import { gatsbyBuild, waitForBuildSlot } from './lib/gatsby-build.ts';
import { BUDGETS, routeResult, summariseLhr, worstMetrics } from './lib/lighthouse-summary.ts';
import type { RouteResult, RunSummary } from './lib/lighthouse-summary.ts';
import { LIGHTHOUSE_CONFIG, LighthouseRunner } from './lib/lighthouse-runner.ts';
import { listBenchRoutes, normaliseRoute, readSitemapRoutes } from './lib/site-pages.ts';
import { startSite } from './lib/site-server.ts';

const USAGE = `Usage: npm run bench:pages -- [options]
  --runs N           Lighthouse runs per route (default 3; the table shows medians)
  --routes /,/Cases  only these routes (comma-separated, case-sensitive)
  --out FILE         JSON results (default reports/bench-pages.json)
  --port N           port for the local server (default: a free one)
  --build            run gatsby build first even if public/ exists
  --strict           exit 1 when a route is over budget
  --lhr-dir DIR      also save every full Lighthouse result there`;

const root = REPO_ROOT;
const publicDir = path.join(root, 'public');
const log = (msg: string) => console.error(msg);

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    out: { type: 'string', default: 'reports/bench-pages.json' },
    port: { type: 'string', default: '0' },
    build: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'lhr-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(opts.runs);
const port = Number(opts.port);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(port) || port < 0) {
  console.error(USAGE);
  process.exit(2);
}

if (opts.build || !fs.existsSync(path.join(publicDir, 'index.html'))) {
  const code = await gatsbyBuild(root, log);
  if (code !== 0) process.exit(code);
}

// Routes: every index.html of the build (minus the 404 page); it should be the sitemap plus /AIcopy.
const allPages = listBenchRoutes(publicDir);
const built = new Set(allPages.map((p) => p.route));
const sitemap = readSitemapRoutes(publicDir);
const routeCheck = sitemap
  ? {
      notInSitemap: [...built].filter((r) => !sitemap.includes(r) && r !== '/AIcopy'),
      sitemapNotBuilt: sitemap.filter((r) => !built.has(r)),
    }
  : null;
if (!sitemap) log('warning: no sitemap-index.xml in public/');
if (routeCheck?.notInSitemap.length)
  log(`warning: built but not in the sitemap: ${routeCheck.notInSitemap.join(', ')}`);
if (routeCheck?.sitemapNotBuilt.length)
  log(`warning: in the sitemap but not built: ${routeCheck.sitemapNotBuilt.join(', ')}`);

let routes = allPages.map((p) => p.route);
if (opts.routes) {
  const wanted = opts.routes.split(',').map((r) => normaliseRoute(r.trim()));
  const unknown = wanted.filter((r) => !built.has(r));
  if (unknown.length) {
    console.error(
      `Unknown route(s): ${unknown.join(', ')} (routes are case-sensitive; see public/**/index.html)`,
    );
    process.exit(2);
  }
  routes = wanted;
}

// The JS / CSS budget is in gzip bytes: gzip (level 9, as the server does) each built file the page loaded.
const gzipCache = new Map<string, number | undefined>();
const gzipSizeFor = (origin: string) => (url: string) => {
  if (!url.startsWith(`${origin}/`)) return undefined;
  const pathname = decodeURIComponent(new URL(url).pathname);
  if (!gzipCache.has(pathname)) {
    const file = path.join(publicDir, pathname);
    const inside =
      file.startsWith(`${publicDir}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile();
    gzipCache.set(pathname, inside ? gzipSync(fs.readFileSync(file), { level: 9 }).length : undefined);
  }
  return gzipCache.get(pathname);
};

const site = await startSite({ root, publicDir, port });
const runner = new LighthouseRunner();
const stop = async () => {
  await runner.close();
  await site.close();
};
process.once('SIGINT', () => {
  void stop().finally(() => process.exit(130));
});

const started = Date.now();
const results: RouteResult[] = [];
let lighthouseVersion = '';
log(`bench:pages: ${routes.length} route(s) × ${runs} run(s) against ${site.url}`);
try {
  for (const [index, route] of routes.entries()) {
    // A concurrent build skews the timings (2 cores) and rewrites public/: pause until it is done.
    await waitForBuildSlot(log);
    const url = `${site.url}${route}`;
    const summaries: RunSummary[] = [];
    for (let run = 1; run <= runs; run++) {
      const t0 = Date.now();
      let summary: RunSummary;
      try {
        const lhr = await runner.run(url);
        lighthouseVersion = lhr.lighthouseVersion;
        summary = summariseLhr(lhr, gzipSizeFor(site.url));
        if (opts['lhr-dir']) {
          const dir = path.resolve(root, opts['lhr-dir']);
          fs.mkdirSync(dir, { recursive: true });
          const name = `${route === '/' ? 'index' : route.slice(1).replaceAll('/', '_')}-${run}.json`;
          fs.writeFileSync(path.join(dir, name), JSON.stringify(lhr));
        }
      } catch (error) {
        summary = summariseLhr({ categories: {}, audits: {} });
        summary.error = error instanceof Error ? error.message : String(error);
      }
      summaries.push(summary);
      const done = index * runs + run;
      const total = routes.length * runs;
      const eta = Math.round((((Date.now() - started) / done) * (total - done)) / 1000);
      log(
        `[${done}/${total}] ${route} run ${run}: ` +
          (summary.error
            ? `ERROR ${summary.error}`
            : `perf ${summary.performance} a11y ${summary.accessibility} bp ${summary.bestPractices} seo ${summary.seo} ` +
              `TBT ${Math.round(summary.tbtMs ?? 0)} ms`) +
          ` (${((Date.now() - t0) / 1000).toFixed(1)} s, ~${eta} s left)`,
      );
    }
    results.push(routeResult(route, url, summaries));
  }
} finally {
  await stop();
}

const durationMs = Date.now() - started;
console.log(formatBenchTable(results, { runs }));
console.log(`(${results.length} routes × ${runs} runs in ${Math.round(durationMs / 1000)} s)`);
for (const r of results) {
  const audits = Object.entries(r.failedAudits).map(([c, ids]) => `${c}: ${ids.join(', ')}`);
  if (audits.length) console.log(`  ${r.route} loses points on ${audits.join('; ')}`);
}

const outFile = path.resolve(root, opts.out);
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(
  outFile,
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      lighthouseVersion,
      settings: { formFactor: 'mobile', throttlingMethod: 'simulate', runs, config: LIGHTHOUSE_CONFIG },
      budgets: BUDGETS,
      durationMs,
      routeCheck,
      overBudget: results
        .filter((r) => r.overBudget.length)
        .map((r) => ({ route: r.route, metrics: r.overBudget })),
      worst: worstMetrics(results),
      routes: results,
    },
    null,
    2,
  )}\n`,
);
log(`results written to ${path.relative(root, outFile)}`);
process.exit(opts.strict && results.some((r) => r.overBudget.length) ? 1 : 0);
