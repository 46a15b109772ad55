/**
 * The pull request's one comment: the static diff and the preview URL, updated on every push.
 * `node scripts/ci/pr-comment.ts --diff diff.md [--preview preview.json | --no-preview "why"]`
 * with GITHUB_TOKEN, GITHUB_REPOSITORY, PR_NUMBER and GITHUB_SHA from the workflow.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { commentBody, previewFromFirebase, upsertComment } from './lib/pr-comment.ts';

const { values } = parseArgs({
  options: { diff: { type: 'string' }, preview: { type: 'string' }, 'no-preview': { type: 'string' } },
});
const env = process.env;
const preview = values.preview ? previewFromFirebase(fs.readFileSync(values.preview, 'utf8')) : undefined;
const body = commentBody({
  sha: env.GITHUB_SHA ?? '',
  diffMarkdown: values.diff && fs.existsSync(values.diff) ? fs.readFileSync(values.diff, 'utf8') : '',
  previewUrl: preview?.url,
  expiresAt: preview?.expiresAt,
  noPreview: values['no-preview'],
});
const result = await upsertComment({
  token: env.GITHUB_TOKEN!,
  repo: env.GITHUB_REPOSITORY!,
  pr: Number(env.PR_NUMBER),
  body,
});
console.log(`Pull request comment ${result}.`);
