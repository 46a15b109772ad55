import fs from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';

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
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
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
    const called = [...source.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]);
    expect(called.filter((name) => !scripts.includes(name!))).toEqual([]);
  });

  it('pins every action to a commit', () => {
    const uses = steps(wf).flatMap((s) => (s.uses ? [s.uses] : []));
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((u) => !/@[0-9a-f]{40}$/.test(u))).toEqual([]);
  });

  it('reads deploy secrets only in steps that run where the event has them', () => {
    if (!('pull_request' in wf.on)) return;
    // A fork's pull request gets no secrets: each step that reads one is guarded by the job's flag.
    const reading = steps(wf).filter((s) => JSON.stringify(s.env ?? {}).includes('secrets.'));
    expect(reading.length).toBeGreaterThan(0);
    for (const step of reading) expect(step.if).toMatch(/HAS_DEPLOY_SECRET == 'true'/);
  });
});

test('deploys run one at a time, never cancelled halfway', () => {
  for (const file of ['main.yml', 'scheduled-publish.yml']) {
    expect(load(file).concurrency).toEqual({ group: 'deploy-production', 'cancel-in-progress': false });
  }
});

test('the pull request runs the tests, the static diff and the preview, and comments once', () => {
  const runs = steps(load('pull-request.yml')).map((s) => s.run ?? '');
  expect(runs.some((r) => r.trim() === 'npm test')).toBe(true);
  expect(runs.some((r) => r.includes('diff:static') && r.includes('--format markdown'))).toBe(true);
  expect(runs.some((r) => r.includes('hosting:channel:deploy') && r.includes('firebase.deploy.json'))).toBe(
    true,
  );
  expect(runs.filter((r) => r.includes('scripts/ci/pr-comment.ts'))).toHaveLength(1);
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
