/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { FORM_VARIABLES, PREVIEW_PLACEHOLDER } from '../../../scripts/ci/lib/pr-comment';

/**
 * The GitHub Actions workflows cannot run here (no GitHub runner is reachable), so what can be
 * checked without one is checked: the schema, the npm scripts they call, pinned actions and
 * images, and where secrets and write permissions are (docs/ci.md): pull-request code never runs
 * in a job that has a secret or a token that can write.
 */
const root = path.resolve(__dirname, '../../..');
const dir = path.join(root, '.github/workflows');
const workflows = fs.readdirSync(dir).filter((f) => f.endsWith('.yml'));
const scripts = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts);

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}
interface Job {
  steps: Step[];
  env?: Record<string, string>;
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  environment?: string | { name: string };
  container?: string | { image: string };
  outputs?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}
// A missing workflow loads empty, so each test on it fails on its own.
const load = (file: string): Workflow =>
  fs.existsSync(path.join(dir, file))
    ? (parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Workflow)
    : { on: {}, jobs: {} };
const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps);
const text = (value: unknown) => JSON.stringify(value ?? {});
const environment = (job: Job) =>
  typeof job.environment === 'string' ? job.environment : job.environment?.name;
/** Steps that run the checked-out repository's code: npm scripts, npx, node scripts, a build. */
const runsRepoCode = (job: Job) =>
  job.steps.some((s) => /\b(npm|npx|node)\b/.test(s.run ?? '') || s.uses?.startsWith('actions/checkout@'));
const GATSBY_CACHE_PATHS = ['.cache', 'public'];

test('there are the pull request, preview, main and scheduled workflows', () => {
  expect(workflows.sort()).toEqual(['main.yml', 'preview.yml', 'pull-request.yml', 'scheduled-publish.yml']);
});

describe.each(workflows)('%s', (file) => {
  const source = fs.readFileSync(path.join(dir, file), 'utf8');
  const wf = load(file);

  it('is a valid workflow by the GitHub Actions schema', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it('calls only npm scripts that package.json has', () => {
    const called = [...source.matchAll(/npm run (?:-\S+ )*([\w:-]+)/g)].map((m) => m[1]);
    expect(called.filter((name) => !scripts.includes(name!))).toEqual([]);
  });

  it('pins every action to a commit', () => {
    const uses = steps(wf).flatMap((s) => (s.uses ? [s.uses] : []));
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((u) => !/@[0-9a-f]{40}$/.test(u))).toEqual([]);
  });

  it('pins every container image by digest', () => {
    const images = Object.values(wf.jobs).flatMap((job) =>
      job.container ? [typeof job.container === 'string' ? job.container : job.container.image] : [],
    );
    expect(images.filter((image) => !/^[\w./:-]+@sha256:[0-9a-f]{64}$/.test(image))).toEqual([]);
  });

  it('leaves no token in any checkout', () => {
    const checkouts = steps(wf).filter((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkouts.filter((s) => s.with?.['persist-credentials'] !== false)).toEqual([]);
  });

  it('gives the workflow nothing beyond reading, and each job its own least permissions', () => {
    expect([{}, { contents: 'read' }]).toContainEqual(wf.permissions);
    for (const [name, job] of Object.entries(wf.jobs))
      expect([name, job.permissions]).toEqual([name, expect.any(Object)]);
  });

  it('keeps npm’s "> script" banner out of any output it redirects to a file', () => {
    const redirected = steps(wf).flatMap((s) =>
      (s.run ?? '').split('\n').filter((line) => /npm run /.test(line) && /\s>\s*\S/.test(line)),
    );
    expect(redirected.filter((line) => !/npm run (-s|--silent) /.test(line))).toEqual([]);
  });

  it('checks out the whole history, which git accepts, wherever it builds the site', () => {
    // Each page's sitemap lastmod and dateModified is its file's last commit (gatsby/content/schema.ts).
    for (const job of Object.values(wf.jobs)) {
      const all = job.steps;
      if (!all.some((s) => /npm (test|run build|run deploy)/.test(s.run ?? ''))) continue;
      const checkout = all.findIndex((s) => s.uses?.startsWith('actions/checkout@'));
      expect(all[checkout]?.with?.['fetch-depth']).toBe(0);
      const safe = all.findIndex((s) => s.run?.includes('safe.directory "$GITHUB_WORKSPACE"'));
      const install = all.findIndex((s) => s.run?.startsWith('npm ci'));
      expect(checkout).toBeLessThan(safe);
      expect(safe).toBeLessThan(install);
    }
  });

  it('caches npm’s downloads before installing', () => {
    for (const job of Object.values(wf.jobs)) {
      const install = job.steps.findIndex((s) => s.run?.startsWith('npm ci'));
      if (install === -1) continue;
      const setup = job.steps.findIndex((s) => s.uses?.startsWith('actions/setup-node@'));
      expect(job.steps[setup]?.with?.cache).toBe('npm');
      expect(String(job.steps[setup]?.with?.['cache-dependency-path']).split('\n').filter(Boolean)).toEqual([
        'package-lock.json',
        'functions/package-lock.json',
      ]);
      expect(setup).toBeLessThan(install);
    }
  });

  it('reads the production credential only in jobs behind the production environment', () => {
    for (const job of Object.values(wf.jobs))
      if (text(job).includes('secrets.FIREBASE_SERVICE_ACCOUNT')) expect(environment(job)).toBe('production');
  });
});

describe('the pull request’s own code', () => {
  const wf = load('pull-request.yml');
  const source = fs.readFileSync(path.join(dir, 'pull-request.yml'), 'utf8');

  it('runs on pull_request (its own token), never pull_request_target', () => {
    expect(Object.keys(wf.on)).toEqual(['pull_request']);
  });

  it('is built and tested with a read-only token and no secret at all', () => {
    expect(source).not.toMatch(/secrets\./);
    expect(wf.permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(wf.jobs)) expect(job.permissions).toEqual({ contents: 'read' });
    expect(steps(wf).filter((s) => s.env?.['GITHUB_TOKEN'])).toEqual([]);
  });

  it('hands on only what it built: the site and the static diff, as artifacts', () => {
    const uploads = steps(wf).filter((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(uploads.map((s) => [s.with?.name, s.with?.path])).toEqual([
      ['site', 'public/'],
      ['static-diff', 'static-diff.md'],
    ]);
  });
});

describe('the preview (workflow_run: the default branch’s file)', () => {
  const wf = load('preview.yml');
  const job = Object.values(wf.jobs)[0] ?? { steps: [] };
  const all = job.steps;

  it('follows the pull-request workflow, and only its successful pull-request runs', () => {
    expect(wf.on).toEqual({ workflow_run: { workflows: ['Pull request'], types: ['completed'] } });
    expect(job.if).toContain("github.event.workflow_run.event == 'pull_request'");
    expect(job.if).toContain("github.event.workflow_run.conclusion == 'success'");
  });

  it('checks out the default branch only, and runs none of the pull request’s scripts or hooks', () => {
    const checkouts = all.filter((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkouts.map((s) => s.with?.ref)).toEqual(['${{ github.event.repository.default_branch }}']);
    const runs = all.flatMap((s) => (s.run ? [s.run] : []));
    // Installs the default branch's lock without install scripts; no npm script, no build.
    expect(runs.filter((r) => /npm (ci|install)/.test(r) && !r.includes('--ignore-scripts'))).toEqual([]);
    expect(runs.filter((r) => /npm (test|run)|gatsby/.test(r))).toEqual([]);
  });

  it('takes the pull request’s files as data, outside the checkout, from the run that built them', () => {
    const download = all.find((s) => s.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with?.['run-id']).toBe('${{ github.event.workflow_run.id }}');
    expect(String(download?.with?.path)).toMatch(/^\/tmp\//);
    // The Hosting configuration is made by the default branch's code, not taken from the artifact.
    const config = all.find((s) => s.run?.includes('scripts/ci/preview-config.ts'));
    expect(config?.run).toContain(String(download?.with?.path));
  });

  it('deploys a preview channel with the preview-only credential', () => {
    const deploy = all.find((s) => s.run?.includes('hosting:channel:deploy'));
    expect(deploy?.run).toContain('--config /tmp/pull-request/firebase.json');
    expect(deploy?.env?.['FIREBASE_SERVICE_ACCOUNT']).toBe('${{ secrets.FIREBASE_PREVIEW_SERVICE_ACCOUNT }}');
    expect(deploy?.if).toMatch(/HAS_DEPLOY_SECRET == 'true'/);
    // Never a fork's build on the site's domain.
    expect(deploy?.if).toContain("steps.pr.outputs.origin == 'branch'");
    expect(text(wf)).not.toContain('secrets.FIREBASE_SERVICE_ACCOUNT }}');
    expect(job.permissions).toEqual({ contents: 'read', actions: 'read', 'pull-requests': 'write' });
  });

  it('finds the pull request from GitHub’s record of the run, then comments once', () => {
    const pr = all.find((s) => s.id === 'pr');
    expect(pr?.run).toBe('node scripts/ci/run-pull-request.ts');
    expect(pr?.env?.['HEAD_SHA']).toBe('${{ github.event.workflow_run.head_sha }}');
    const comments = all.filter((s) => s.run?.includes('scripts/ci/pr-comment.ts'));
    expect(comments).toHaveLength(1);
    expect(comments[0]?.env?.['PR_NUMBER']).toBe('${{ steps.pr.outputs.number }}');
    const upload = all.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(comments[0]?.env?.['FULL_REPORT_URL']).toBe(`\${{ steps.${upload?.id}.outputs.artifact-url }}`);
    // The diff's placeholder links are pointed at the preview before the comment.
    const links = all.findIndex((s) => s.run?.includes('scripts/ci/preview-links.ts'));
    expect(links).toBeGreaterThan(all.findIndex((s) => s.run?.includes('hosting:channel:deploy')));
    expect(links).toBeLessThan(all.indexOf(comments[0]!));
  });
});

describe('production', () => {
  it('main deploys after its tests, in a job behind the production environment', () => {
    const wf = load('main.yml');
    expect(wf.jobs['deploy']?.needs).toBe('test');
    expect(environment(wf.jobs['deploy']!)).toBe('production');
    expect(text(wf.jobs['test'])).not.toContain('secrets.');
  });

  it('the scheduled publish builds without secrets or write access, and deploys behind production', () => {
    const wf = load('scheduled-publish.yml');
    const build = wf.jobs['build']!;
    expect(text(build)).not.toContain('secrets.');
    expect(build.permissions).toEqual({ contents: 'read', actions: 'read' });
    const deploy = wf.jobs['deploy']!;
    expect(environment(deploy)).toBe('production');
    expect(deploy.if).toBe("needs.build.outputs.publish == 'true'");
    expect(deploy.steps.find((s) => s.run?.includes('firebase deploy'))?.run).toContain('--only hosting');
  });

  it('only the job that keeps the schedule enabled may write to Actions, and it runs no repository code', () => {
    for (const file of workflows)
      for (const [name, job] of Object.entries(load(file).jobs)) {
        if (job.permissions?.['actions'] !== 'write') continue;
        expect([file, name]).toEqual(['scheduled-publish.yml', 'keep-enabled']);
        expect(runsRepoCode(job)).toBe(false);
        expect(job.steps.map((s) => s.run ?? '').join('\n')).toContain(
          '/actions/workflows/scheduled-publish.yml/enable',
        );
      }
  });
});

/** The public configuration the production deploy builds with: `NAME: ${{ vars.NAME }}`. */
const publicConfig = (step: Step | undefined) =>
  Object.entries(step?.env ?? {})
    .filter(([name, value]) => name.startsWith('GATSBY_') && value === `\${{ vars.${name} }}`)
    .map(([name]) => name)
    .sort();
const productionConfig = publicConfig(steps(load('main.yml')).find((s) => s.name === 'Deploy'));

test('deploys run one at a time, never cancelled halfway, and a scheduled run cannot drop a push’s', () => {
  expect(load('main.yml').concurrency).toEqual({ group: 'deploy-production', 'cancel-in-progress': false });
  // GitHub keeps one pending run per group: sharing it, a scheduled run could replace a push's.
  const scheduled = load('scheduled-publish.yml');
  expect(scheduled.concurrency?.group).not.toBe('deploy-production');
  expect(scheduled.concurrency?.['cancel-in-progress']).toBe(false);
  // Instead it asks GitHub whether a run of main.yml is under way (scripts/ci/should-publish.ts).
  const check = steps(scheduled).find((s) => s.id === 'check');
  expect(check?.run).toContain('scripts/ci/should-publish.ts');
  expect(check?.env?.['GITHUB_TOKEN']).toBe('${{ github.token }}');
});

test('the schedule is kept enabled through GitHub’s 60 days without activity', () => {
  const keep = steps(load('scheduled-publish.yml')).find((s) =>
    s.run?.includes('/actions/workflows/scheduled-publish.yml/enable'),
  );
  expect(keep?.run).toContain('-X PUT');
});

test('the preview, the static diff and the scheduled build use the production public configuration', () => {
  expect(productionConfig).toEqual(expect.arrayContaining([...FORM_VARIABLES]));
  const pr = steps(load('pull-request.yml'));
  const build = pr.findIndex((s) => s.run === 'npm run build');
  expect(build).toBeGreaterThan(pr.findIndex((s) => s.run === 'npm test'));
  expect(publicConfig(pr[build])).toEqual(productionConfig);
  // The base branch is built by the diff with the same settings, so only the change differs.
  const diff = pr.find((s) => s.run?.includes('diff:static'));
  expect(publicConfig(diff)).toEqual(productionConfig);
  expect(diff?.run).toContain(`--preview-url ${PREVIEW_PLACEHOLDER}`);
  // The comment says the preview's form is off when these are missing.
  const comment = steps(load('preview.yml')).find((s) => s.run?.includes('scripts/ci/pr-comment.ts'));
  expect(publicConfig(comment)).toEqual([...FORM_VARIABLES].sort());
  const scheduled = steps(load('scheduled-publish.yml')).find((s) => s.run === 'npm run build');
  expect(publicConfig(scheduled)).toEqual(productionConfig);
});

describe('warm builds (docs/ci.md): Gatsby’s .cache and public/ are cached where CI builds', () => {
  const cacheSteps = (file: string) =>
    steps(load(file)).filter(
      (s) =>
        s.uses?.startsWith('actions/cache@') &&
        String(s.with?.path).split('\n').filter(Boolean).join() === GATSBY_CACHE_PATHS.join(),
    );

  it.each(['pull-request.yml', 'scheduled-publish.yml'])('%s restores them before it builds', (file) => {
    const all = steps(load(file));
    const [cache] = cacheSteps(file);
    expect(cache).toBeDefined();
    const firstBuild = all.findIndex((s) => /^npm (test|run build)$/.test(s.run ?? ''));
    expect(all.indexOf(cache!)).toBeLessThan(firstBuild);
    // Keyed on the lock file, Gatsby's configuration and code, the static files and the content.
    const key = String(cache!.with?.key);
    for (const input of ['package-lock.json', 'gatsby-*.ts', 'gatsby/**', 'static/**', 'content/**'])
      expect(key).toContain(input);
    // A fallback only to a cache of the same lock, configuration and static files, whatever the
    // content (a build drops removed pages: tests/workflow/new-case.test.ts); a removed static
    // file stays in public/, so static/ is in the prefix.
    const [restore] = String(cache!.with?.['restore-keys']).split('\n').filter(Boolean);
    expect(key.startsWith(restore!)).toBe(true);
    expect(restore).toContain('static/**');
    expect(restore).not.toContain('content/**');
  });

  it('the same key in both, so the scheduled publish can start from a pull request’s build', () => {
    expect(cacheSteps('scheduled-publish.yml')[0]?.with?.key).toBe(
      cacheSteps('pull-request.yml')[0]?.with?.key,
    );
  });

  it('the diff’s base build keeps its own, where diff:static --cache-dir puts it', () => {
    const all = steps(load('pull-request.yml'));
    const diff = all.find((s) => s.run?.includes('diff:static'));
    const dirArg = /--cache-dir (\S+)/.exec(diff?.run ?? '')?.[1];
    const cache = all.find((s) => s.uses?.startsWith('actions/cache@') && s.with?.path === dirArg);
    expect(cache).toBeDefined();
    expect(all.indexOf(cache!)).toBeLessThan(all.indexOf(diff!));
  });

  it('actions/cache is pinned like every action', () => {
    expect(cacheSteps('pull-request.yml')[0]?.uses).toMatch(/^actions\/cache@[0-9a-f]{40}$/);
  });
});

test('Dependabot moves Gatsby’s packages together', () => {
  const config = parse(fs.readFileSync(path.join(root, '.github/dependabot.yml'), 'utf8'));
  const npm = config.updates.find((u: { directory: string }) => u.directory === '/');
  expect(npm.groups.gatsby.patterns).toEqual(expect.arrayContaining(['gatsby', 'gatsby-*']));
});
