/**
 * `node scripts/ci/run-pull-request.ts` in preview.yml: writes the pull request's `number`,
 * `author` and `origin` (branch, fork, dependabot) to $GITHUB_OUTPUT, from GITHUB_TOKEN,
 * GITHUB_REPOSITORY, HEAD_OWNER, HEAD_BRANCH and HEAD_SHA (the finished run's, see lib).
 */
import fs from 'node:fs';
import { pullRequestOfRun } from './lib/run-pull-request.ts';

const env = process.env;
const pr = await pullRequestOfRun({
  repo: env.GITHUB_REPOSITORY!,
  token: env.GITHUB_TOKEN!,
  headOwner: env.HEAD_OWNER!,
  headBranch: env.HEAD_BRANCH!,
  headSha: env.HEAD_SHA!,
  apiUrl: env.GITHUB_API_URL,
});
console.log(`Pull request #${pr.number} by ${pr.author} (${pr.origin}).`);
if (env.GITHUB_OUTPUT)
  fs.appendFileSync(env.GITHUB_OUTPUT, `number=${pr.number}\nauthor=${pr.author}\norigin=${pr.origin}\n`);
