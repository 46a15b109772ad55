/**
 * `npm run diff:static -- <git ref> [--max-lines 40] [--rebuild] [--keep]`
 *
 * Builds the site at <ref> in a temporary git worktree (node_modules symlinked from this checkout)
 * and compares its pages with the working tree's build: added, removed, changed (with a short
 * unified diff of the normalised HTML) and unchanged. Hashed asset names, compilation hashes and
 * other build noise are normalised away (lib/html-normalise.ts). A report: exits 0 unless a
 * build fails. Both builds get this process's environment, so GATSBY_* settings match; when the
 * working tree's build is a preview (PREVIEW_DRAFTS, the pull request's), <ref> is built as one
 * too, and drafts and scheduled posts are listed apart as such.
 */
import { linkDependencies } from './lib/worktree-deps.ts';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/repo-root.ts';
import { gatsbyBuild, isBuildFresh, isPreviewPublic } from './lib/gatsby-build.ts';
import { PREVIEW_ENV } from '../../gatsby/content/visibility.ts';
import { comparePages, formatComparison } from './lib/page-compare.ts';
import { listDiffPages } from './lib/site-pages.ts';
import { formatMarkdown, wordCount } from './lib/page-report-markdown.ts';
import site from '../../content/site.json' with { type: 'json' };

const USAGE = `Usage: npm run diff:static -- <git ref> [options]
  --max-lines N   lines of unified diff shown per changed page (default 40)
  --context N     context lines around each change (default 3)
  --rebuild       build the working tree even if public/ is up to date
  --reuse-public  compare the current public/ as it is, even if older than the sources
  --keep          keep the temporary worktree (and its public/) for inspection
  --format F      text (default) or markdown (for a pull request: links, word counts, folded diffs)
  --preview-url U markdown: link the pages as they are now to U (a preview channel), not the live site
  --cache-dir D   keep <ref>'s Gatsby .cache and public/ in D between runs (CI caches D), built in
                  the fixed worktree D.worktree (Gatsby's cache holds absolute paths)

The report is printed on stdout, progress on stderr; to keep npm's "> diff:static" banner out
of a redirected report, run it as npm run -s diff:static -- … > report.md`;

const root = REPO_ROOT;
const log = (msg: string) => console.error(msg);

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'max-lines': { type: 'string', default: '40' },
    context: { type: 'string', default: '3' },
    rebuild: { type: 'boolean', default: false },
    'reuse-public': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    format: { type: 'string', default: 'text' },
    'preview-url': { type: 'string' },
    'cache-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const ref = positionals[0];
const maxDiffLines = Number(opts['max-lines']);
const context = Number(opts.context);
const formatOk = opts.format === 'text' || opts.format === 'markdown';
if (opts.help || !ref || positionals.length > 1 || !(maxDiffLines >= 0) || !(context >= 0) || !formatOk) {
  console.error(USAGE);
  process.exit(opts.help ? 0 : 2);
}

const git = (args: string[], cwd = root) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

let sha: string;
try {
  sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
} catch {
  console.error(`Not a commit: ${ref}`);
  process.exit(2);
}
const label = `${ref} (${sha.slice(0, 10)})`;

function readPages(publicDir: string): Map<string, string> {
  return new Map(listDiffPages(publicDir).map((p) => [p.route, fs.readFileSync(p.file, 'utf8')]));
}

// The working tree first: reuse public/ when it is newer than every build input.
const hasBuild = fs.existsSync(path.join(root, 'public', 'index.html'));
if (opts['reuse-public'] && hasBuild && !opts.rebuild) {
  log(isBuildFresh(root) ? 'reusing public/' : 'reusing public/ (--reuse-public; older than some sources)');
} else if (opts.rebuild || !isBuildFresh(root)) {
  log(
    opts.rebuild
      ? 'building the working tree (--rebuild)…'
      : 'public/ is missing or older than the sources: building…',
  );
  const code = await gatsbyBuild(root, log);
  if (code !== 0) {
    console.error(`gatsby build of the working tree failed (exit ${code})`);
    process.exit(1);
  }
} else {
  log('reusing public/ (newer than src/, content/, static/, gatsby*)');
}
const current = readPages(path.join(root, 'public'));
const preview = isPreviewPublic(root);
if (preview) log(`the working tree's build is a preview (${PREVIEW_ENV}): building ${ref} as one too`);

// Then <ref>, in a throwaway worktree.
const cacheDir = opts['cache-dir'] ? path.resolve(opts['cache-dir']) : undefined;
const worktree = cacheDir ? `${cacheDir}.worktree` : fs.mkdtempSync(path.join(os.tmpdir(), 'diff-static-'));
/** Moves <ref>'s build state between the cache folder and the worktree (same file system). */
const moveBuildState = (from: string, to: string) => {
  for (const name of ['.cache', 'public']) {
    if (!fs.existsSync(path.join(from, name))) continue;
    fs.mkdirSync(to, { recursive: true });
    fs.rmSync(path.join(to, name), { recursive: true, force: true });
    fs.renameSync(path.join(from, name), path.join(to, name));
  }
};
let cleaned = false;
const cleanup = () => {
  if (cleaned || opts.keep) return;
  cleaned = true;
  try {
    git(['worktree', 'remove', '--force', worktree]);
  } catch {
    // Not registered (add failed) or already gone.
  }
  fs.rmSync(worktree, { recursive: true, force: true });
  try {
    git(['worktree', 'prune']);
  } catch {
    // Nothing to prune.
  }
};
process.once('SIGINT', () => {
  cleanup();
  process.exit(130);
});

let previous: Map<string, string>;
try {
  log(`checking out ${label} in ${worktree}…`);
  if (cacheDir) fs.rmSync(worktree, { recursive: true, force: true });
  git(['worktree', 'add', '--detach', '--force', worktree, sha]);
  if (cacheDir) moveBuildState(cacheDir, worktree);
  // No new install: the ref builds with this checkout's dependencies and its own workspace packages.
  for (const dir of ['node_modules', 'functions/node_modules']) linkDependencies(root, worktree, dir);
  const code = await gatsbyBuild(worktree, log, preview ? { [PREVIEW_ENV]: 'true' } : {});
  if (code !== 0) {
    console.error(`gatsby build of ${label} failed (exit ${code})`);
    cleanup();
    process.exit(1);
  }
  previous = readPages(path.join(worktree, 'public'));
  if (cacheDir) moveBuildState(worktree, cacheDir);
} finally {
  cleanup();
}
if (opts.keep) log(`kept ${worktree} (remove with: git worktree remove --force ${worktree})`);

const comparison = comparePages(previous, current, { maxDiffLines, context });
process.stdout.write(
  opts.format === 'markdown'
    ? formatMarkdown(comparison, {
        fromLabel: label,
        toLabel: 'working tree',
        siteUrl: site.siteUrl,
        previewUrl: opts['preview-url'],
        words: (route) => ({ before: wordCount(previous.get(route)), after: wordCount(current.get(route)) }),
      })
    : formatComparison(comparison, { fromLabel: label, toLabel: 'working tree' }),
);
