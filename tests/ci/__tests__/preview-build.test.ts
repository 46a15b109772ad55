/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PREVIEW_ENV } from '../../../gatsby/content/visibility';

/**
 * Drafts and scheduled posts reach a build only with PREVIEW_DRAFTS=true (gatsby/content/visibility.ts):
 * the pull request's preview sets it on the build it deploys to its channel, and nothing that
 * deploys to production does.
 */
const dir = path.resolve(__dirname, '../../../.github/workflows');
interface Step {
  run?: string;
  env?: Record<string, string>;
}
interface Workflow {
  env?: Record<string, string>;
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
}
const workflows = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.yml'))
  .map((file) => ({ file, wf: parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Workflow }));

test('only the pull request’s preview build is a preview build', () => {
  const setting = workflows.flatMap(({ file, wf }) => [
    ...(wf.env && PREVIEW_ENV in wf.env ? [`${file}: workflow`] : []),
    ...Object.entries(wf.jobs).flatMap(([name, job]) => [
      ...(job.env && PREVIEW_ENV in job.env ? [`${file}: job ${name}`] : []),
      ...job.steps.filter((s) => s.env && PREVIEW_ENV in s.env).map((s) => `${file}: ${s.run}`),
    ]),
  ]);
  expect(setting).toEqual(['pull-request.yml: npm run build']);
  const jobs = workflows.find((w) => w.file === 'pull-request.yml')!.wf.jobs;
  const build = Object.values(jobs)
    .flatMap((job) => job.steps)
    .find((s) => s.env?.[PREVIEW_ENV]);
  expect(build?.env?.[PREVIEW_ENV]).toBe('true');
});
