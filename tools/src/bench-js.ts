/**
 * `npm run bench:js [-- --before <ref or checkout>] [--routes /,/Blog]`: the JavaScript every built
 * page loads before its first tap (lib/script-bytes.ts), beside another build's: a git ref built in
 * a throwaway worktree, or a checkout with a build (lib/ref-build.ts). Issue 34's "speed kept":
 * search and feeds load nothing until used, so no existing page may load more. Bytes, not time:
 * one load per page and build is exact, and the figure does not depend on the machine. Exits 1
 * when a page of both builds loads more here (a benchmark, so it says; `npm test` does not run it).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { REPO_ROOT } from './lib/repo-root.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.ts';
import { otherBuild, type OtherBuild } from './lib/ref-build.ts';
import { scriptBytesBeforeTap } from './lib/script-bytes.ts';
import { listBenchRoutes } from './lib/site-pages.ts';
import { startSite, type RunningSite } from './lib/site-server.ts';

const { values: opts } = parseArgs({ options: { before: { type: 'string' }, routes: { type: 'string' } } });

const kB = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} kB`);
const routesOf = (root: string) => new Set(listBenchRoutes(path.join(root, 'public')).map((p) => p.route));

let before: OtherBuild | null = null;
const sites: RunningSite[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const roots = [REPO_ROOT];
  if (opts.before) {
    before = await otherBuild(REPO_ROOT, opts.before);
    roots.push(before.root);
  }
  for (const root of roots) sites.push(await startSite({ root, publicDir: path.join(root, 'public') }));
  const present = roots.map(routesOf);
  const routes = opts.routes
    ? opts.routes.split(',').map((r) => r.trim())
    : [...present[0]!].filter((route) => !route.startsWith('/admin'));
  const rows: string[] = [];
  let more = 0;
  let same = 0;
  let less = 0;
  for (const route of routes) {
    const bytes = await Promise.all(
      sites.map((site, i) =>
        present[i]!.has(route) ? scriptBytesBeforeTap(browser, `${site.url}${route}`) : undefined,
      ),
    );
    const [now, then] = bytes;
    let change = '';
    if (now !== undefined && then !== undefined) {
      const delta = now - then;
      if (delta > 0) more++;
      else if (delta < 0) less++;
      else same++;
      change = delta === 0 ? 'same' : `${delta > 0 ? '+' : ''}${(delta / 1000).toFixed(1)} kB`;
    } else if (before) change = 'new page';
    rows.push(`${route.padEnd(44)}${kB(now).padEnd(12)}${before ? `${kB(then).padEnd(12)}${change}` : ''}`);
  }
  const heading = `${'Route'.padEnd(44)}${'this build'.padEnd(12)}${before ? `${'before'.padEnd(12)}change` : ''}`;
  process.stdout.write(
    `JavaScript before the first tap (decoded bytes, every script loaded until hydrated and idle)${before ? `; before: ${before.label}` : ''}\n${heading}\n${rows.join('\n')}\n`,
  );
  if (before) {
    process.stdout.write(`${more} pages load more than before, ${same} the same, ${less} less\n`);
    if (more) process.exitCode = 1;
  }
} finally {
  await browser.close();
  for (const site of sites) await site.close();
  before?.cleanup();
}
