/**
 * The pull request's one comment: the static diff and the preview URL, updated on every push.
 * `node scripts/ci/pr-comment.ts --diff diff.md [--preview preview.json]` with, from preview.yml,
 * GITHUB_TOKEN, GITHUB_API_URL, GITHUB_REPOSITORY, PR_NUMBER, HEAD_SHA (the pull request's head),
 * PR_AUTHOR, HEAD_REPO, HAS_DEPLOY_SECRET, FULL_REPORT_URL (the uploaded artifact) and the
 * GATSBY_* variables the preview was built with.
 * Where the token may not comment (a fork's or Dependabot's pull request), the report goes to the
 * job summary instead and the run stays green.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  FORM_VARIABLES,
  commentBody,
  deliverComment,
  noPreviewReason,
  pullRequestOrigin,
  readPreview,
} from './lib/pr-comment.ts';

const { values } = parseArgs({ options: { diff: { type: 'string' }, preview: { type: 'string' } } });
const env = process.env;
const origin = pullRequestOrigin(env);
const preview = readPreview(values.preview);
const runUrl = `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
const body = commentBody({
  sha: env.HEAD_SHA || env.GITHUB_SHA || '',
  diffMarkdown: values.diff && fs.existsSync(values.diff) ? fs.readFileSync(values.diff, 'utf8') : '',
  previewUrl: preview?.url,
  expiresAt: preview?.expiresAt,
  noPreview: noPreviewReason(origin, env.HAS_DEPLOY_SECRET === 'true'),
  missingFormVariables: FORM_VARIABLES.filter((name) => !env[name]),
  fullReportUrl: env.FULL_REPORT_URL || runUrl,
});
console.log(
  await deliverComment({
    token: env.GITHUB_TOKEN!,
    repo: env.GITHUB_REPOSITORY!,
    pr: Number(env.PR_NUMBER),
    body,
    apiUrl: env.GITHUB_API_URL,
    origin,
    summaryFile: env.GITHUB_STEP_SUMMARY,
  }),
);
