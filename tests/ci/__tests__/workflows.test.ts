import fs from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { FORM_VARIABLES } from '../../../scripts/ci/lib/pr-comment';

/**
 * The GitHub Actions workflows cannot run here (no GitHub runner is reachable), so what can be
 * checked without one is checked: the schema, the npm scripts they call, pinned actions, and
 * secrets read only where the event can have them.
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
  with?: Record<string, string | number>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, { steps: Step[]; env?: Record<string, string> }>;
}
const load = (file: string) => parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Workflow;
const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps);

test('there are the pull request, main and scheduled workflows', () => {
  expect(workflows.sort()).toEqual(['main.yml', 'pull-request.yml', 'scheduled-publish.yml']);
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

  it('keeps npm’s "> script" banner out of any output it redirects to a file', () => {
    const redirected = steps(wf).flatMap((s) =>
      (s.run ?? '').split('\n').filter((line) => /npm run /.test(line) && /\s>\s*\S/.test(line)),
    );
    expect(redirected.filter((line) => !/npm run (-s|--silent) /.test(line))).toEqual([]);
  });

  it('checks out the whole history, which git accepts, for the content dates', () => {
    const all = steps(wf);
    const checkout = all.findIndex((s) => s.uses?.startsWith('actions/checkout@'));
    // Each page's sitemap lastmod and dateModified is its file's last commit (gatsby/content/schema.ts).
    expect(all[checkout]?.with?.['fetch-depth']).toBe(0);
    const safe = all.findIndex((s) => s.run?.includes('safe.directory "$GITHUB_WORKSPACE"'));
    const install = all.findIndex((s) => s.run?.startsWith('npm ci'));
    expect(checkout).toBeLessThan(safe);
    expect(safe).toBeLessThan(install);
  });

  it('caches npm’s downloads before installing', () => {
    const all = steps(wf);
    const setup = all.findIndex((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(all[setup]?.with?.cache).toBe('npm');
    expect(String(all[setup]?.with?.['cache-dependency-path']).split('\n').filter(Boolean)).toEqual([
      'package-lock.json',
      'functions/package-lock.json',
    ]);
    expect(setup).toBeLessThan(all.findIndex((s) => s.run?.startsWith('npm ci')));
  });

  it('reads deploy secrets only in steps that run where the event has them', () => {
    if (!('pull_request' in wf.on)) return;
    // A fork's pull request gets no secrets: each step that reads one is guarded by the job's flag.
    const reading = steps(wf).filter((s) => JSON.stringify(s.env ?? {}).includes('secrets.'));
    expect(reading.length).toBeGreaterThan(0);
    for (const step of reading) expect(step.if).toMatch(/HAS_DEPLOY_SECRET == 'true'/);
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
  expect(check?.env?.GITHUB_TOKEN).toBe('${{ github.token }}');
  expect(['read', 'write']).toContain(scheduled.permissions?.actions);
});

test('the schedule is kept enabled through GitHub’s 60 days without activity', () => {
  const wf = load('scheduled-publish.yml');
  const keep = steps(wf).find((s) => s.run?.includes('/actions/workflows/scheduled-publish.yml/enable'));
  expect(keep?.run).toContain('-X PUT');
  expect(wf.permissions?.actions).toBe('write');
});

test('the preview, the static diff and the scheduled build use the production public configuration', () => {
  expect(productionConfig).toEqual(expect.arrayContaining([...FORM_VARIABLES]));
  const pr = steps(load('pull-request.yml'));
  const build = pr.findIndex((s) => s.run === 'npm run build');
  const preview = pr.findIndex((s) => s.run?.includes('hosting:channel:deploy'));
  expect(build).toBeGreaterThan(pr.findIndex((s) => s.run === 'npm test'));
  expect(build).toBeLessThan(preview);
  expect(publicConfig(pr[build])).toEqual(productionConfig);
  // The base branch is built by the diff with the same settings, so only the change differs.
  expect(publicConfig(pr.find((s) => s.run?.includes('diff:static')))).toEqual(productionConfig);
  // The comment says the preview's form is off when these are missing.
  const comment = pr.find((s) => s.run?.includes('scripts/ci/pr-comment.ts'));
  expect(publicConfig(comment)).toEqual([...FORM_VARIABLES].sort());
  const scheduled = steps(load('scheduled-publish.yml')).find((s) => s.run === 'npm run build');
  expect(publicConfig(scheduled)).toEqual(productionConfig);
});

test('the pull request runs the tests, the static diff and the preview, and comments once', () => {
  const all = steps(load('pull-request.yml'));
  const runs = all.map((s) => s.run ?? '');
  expect(runs.some((r) => r.trim() === 'npm test')).toBe(true);
  const preview = runs.findIndex(
    (r) => r.includes('hosting:channel:deploy') && r.includes('firebase.deploy.json'),
  );
  // After the preview, so that new and changed pages link to it rather than to the live site.
  const diff = runs.findIndex((r) => r.includes('diff:static') && r.includes('--format markdown'));
  expect(preview).toBeGreaterThan(-1);
  expect(diff).toBeGreaterThan(preview);
  expect(runs[diff]).toContain('--preview-url');
  expect(runs.filter((r) => r.includes('scripts/ci/pr-comment.ts'))).toHaveLength(1);
});

test('the whole static diff is a workflow artifact, linked from the comment', () => {
  const all = steps(load('pull-request.yml'));
  const upload = all.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
  expect(upload?.with).toMatchObject({ name: 'static-diff', path: 'static-diff.md' });
  const comment = all.find((s) => s.run?.includes('scripts/ci/pr-comment.ts'));
  expect(comment?.env?.FULL_REPORT_URL).toBe(`\${{ steps.${upload?.id}.outputs.artifact-url }}`);
  // Told apart in the comment: a fork, Dependabot, a maintainer's branch.
  expect(comment?.env).toMatchObject({
    PR_AUTHOR: '${{ github.event.pull_request.user.login }}',
    HEAD_REPO: '${{ github.event.pull_request.head.repo.full_name }}',
  });
});

test('the scheduled run deploys only when the build differs from what is live', () => {
  const wf = load('scheduled-publish.yml');
  expect(Object.keys(wf.on)).toContain('schedule');
  const deploy = steps(wf).find((s) => s.run?.includes('firebase deploy'));
  expect(deploy?.if).toBe("steps.check.outputs.publish == 'true'");
  expect(deploy?.run).toContain('--only hosting');
});

test('Dependabot moves Gatsby’s packages together', () => {
  const config = parse(fs.readFileSync(path.join(root, '.github/dependabot.yml'), 'utf8'));
  const npm = config.updates.find((u: { directory: string }) => u.directory === '/');
  expect(npm.groups.gatsby.patterns).toEqual(expect.arrayContaining(['gatsby', 'gatsby-*']));
});
