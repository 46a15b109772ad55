/**
 * The scheduled publish's question: does today's build of main differ from what is live, with no
 * deploy of main under way or failed? `node scripts/ci/should-publish.ts https://example.com` after
 * `npm run build`; writes `publish=true|false` to $GITHUB_OUTPUT (and prints why). A post dated
 * today is in today's build and not in the live one, so their content fingerprints
 * (build-info.json) differ. With GITHUB_TOKEN and GITHUB_REPOSITORY (in Actions), it first asks
 * whether a run of main.yml is queued or running, or failed for the commit built.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { mainWorkflowHolds, shouldPublish } from './lib/should-publish.ts';

const siteUrl = process.argv[2];
if (!siteUrl) throw new Error('usage: should-publish.ts <site url>');
const root = path.resolve(import.meta.dirname, '../..');
const local = JSON.parse(fs.readFileSync(path.join(root, 'public', 'build-info.json'), 'utf8'));
const { GITHUB_TOKEN: token, GITHUB_REPOSITORY: repo, GITHUB_API_URL: apiUrl } = process.env;
const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const held = token && repo ? await mainWorkflowHolds({ repo, token, sha, apiUrl }) : undefined;
const { publish, reason } = held ? { publish: false, reason: held } : await shouldPublish(local, siteUrl);
console.log(`${publish ? 'Publish' : 'Nothing to publish'}: ${reason}.`);
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `publish=${publish}\n`);
