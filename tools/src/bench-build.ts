/**
 * `npm run bench:build [-- <base ref> --out reports/bench-build.json]`
 *
 * What the writer's desk costs, before and after, in one run: the base ref (default `main`) in a
 * throwaway git worktree (this checkout's dependencies linked, its own workspace packages, as diff:static does), then this
 * working tree in place. For each: a cold build (`gatsby clean` first), a warm build, a rebuild
 * after one post changes, `gatsby develop`'s cold start (until the home page's data answers), and
 * a hot reload (a post saved until develop serves its new text). Builds wait for any other
 * `gatsby build` on the machine to finish; run it on a quiet machine. It cleans this checkout's
 * .cache and public/ (a build at the end leaves public/ as a build makes it).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '@fernhill/lead-pipeline/testing/free-port';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/repo-root.ts';
import { gatsbyBuild, waitForBuildSlot } from './lib/gatsby-build.ts';
import { linkDependencies } from './lib/worktree-deps.ts';

const USAGE = `Usage: npm run bench:build -- [<base ref>] [options]
  <base ref>   the "before" commit (default main)
  --out FILE   JSON results (default reports/bench-build.json)`;

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'reports/bench-build.json' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opts.help || positionals.length > 1) {
  console.log(USAGE);
  process.exit(opts.help ? 0 : 2);
}
const root = REPO_ROOT;
const ref = positionals[0] ?? 'main';
const log = (msg: string) => console.error(msg);
const git = (args: string[], cwd = root) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The post every tree has; its first paragraph gets a sentence that names the run. */
const POST = 'content/blog/how-to-scope-an-mvp.md';
const METRICS = ['coldBuild', 'warmBuild', 'onePostRebuild', 'developColdStart', 'hotReload'] as const;
type Metric = (typeof METRICS)[number];
type Seconds = Record<Metric, number | null>;

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

async function timedBuild(cwd: string): Promise<number | null> {
  await waitForBuildSlot(log);
  const started = Date.now();
  return (await gatsbyBuild(cwd, log)) === 0 ? seconds(started) : null;
}

function clean(cwd: string) {
  for (const dir of ['.cache', 'public']) fs.rmSync(path.join(cwd, dir), { recursive: true, force: true });
}

/** Adds a marked sentence to the post's body; returns the marker and the undo. */
function editPost(cwd: string, mark: string): () => void {
  const file = path.join(cwd, POST);
  const before = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${before.trimEnd()}\n\nBenchmark note ${mark}.\n`);
  return () => fs.writeFileSync(file, before);
}

async function poll(what: string, check: () => Promise<boolean>, timeoutMs = 300_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Develop from a clean cache until the home page's data answers, then a saved post until it shows. */
async function developTimes(cwd: string): Promise<Pick<Seconds, 'developColdStart' | 'hotReload'>> {
  clean(cwd);
  await waitForBuildSlot(log);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn('npx', ['gatsby', 'develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', process.stderr],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  const postData = `${base}/page-data/Blog/how-to-scope-an-mvp/page-data.json`;
  try {
    await poll('develop to start', async () => (await fetch(`${base}/page-data/index/page-data.json`)).ok);
    const developColdStart = seconds(started);
    await poll('the post in develop', async () => (await fetch(postData)).ok);
    const mark = `hot-${Date.now()}`;
    const saved = Date.now();
    const undo = editPost(cwd, mark);
    try {
      await poll('the saved post', async () => (await (await fetch(postData)).text()).includes(mark), 60_000);
      return { developColdStart, hotReload: seconds(saved) };
    } finally {
      undo();
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function measure(cwd: string, label: string): Promise<Seconds> {
  log(`\n${label}: cold build`);
  clean(cwd);
  const coldBuild = await timedBuild(cwd);
  log(`${label}: warm build`);
  const warmBuild = await timedBuild(cwd);
  log(`${label}: one post changed`);
  const undo = editPost(cwd, `rebuild-${Date.now()}`);
  let onePostRebuild: number | null;
  try {
    onePostRebuild = await timedBuild(cwd);
  } finally {
    undo();
  }
  log(`${label}: develop`);
  const develop = await developTimes(cwd);
  return { coldBuild, warmBuild, onePostRebuild, ...develop };
}

const sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
const worktree = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
let before: Seconds;
try {
  git(['worktree', 'add', '--detach', '--force', worktree, sha]);
  // No new install: the ref builds with this checkout's dependencies and its own workspace packages.
  linkDependencies(root, worktree);
  before = await measure(worktree, `${ref} (${sha.slice(0, 10)})`);
} finally {
  try {
    git(['worktree', 'remove', '--force', worktree]);
  } catch {
    // Not registered (add failed) or already gone.
  }
  fs.rmSync(worktree, { recursive: true, force: true });
}
const after = await measure(root, 'working tree');
await gatsbyBuild(root, log); // public/ as a build leaves it

const cell = (v: number | null) => (v === null ? 'failed' : `${v.toFixed(1)} s`);
const rows = METRICS.map((m) => {
  const [b, a] = [before[m], after[m]];
  const change = b && a ? `${a <= b ? '' : '+'}${Math.round(((a - b) / b) * 100)}%` : '';
  return [m, cell(b), cell(a), change];
});
const widths = [0, 1, 2, 3].map((i) => Math.max(...[['', ref, 'now', ''], ...rows].map((r) => r[i]!.length)));
for (const row of [['', ref, 'now', 'change'], ...rows])
  console.log(row.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  '));
console.log(`${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)} at the end`);
fs.mkdirSync(path.dirname(path.resolve(root, opts.out)), { recursive: true });
fs.writeFileSync(
  path.resolve(root, opts.out),
  `${JSON.stringify({ base: { ref, sha, ...before }, now: after, cpus: os.cpus().length }, null, 2)}\n`,
);
