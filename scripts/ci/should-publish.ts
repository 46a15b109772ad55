/**
 * The scheduled publish's question: does today's build of main differ from what is live?
 * `node scripts/ci/should-publish.ts https://example.com` after `npm run build`; writes
 * `publish=true|false` to $GITHUB_OUTPUT (and prints why). A post dated today is in today's build
 * and not in the live one, so their content fingerprints (build-info.json) differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { shouldPublish } from './lib/should-publish.ts';

const siteUrl = process.argv[2];
if (!siteUrl) throw new Error('usage: should-publish.ts <site url>');
const root = path.resolve(import.meta.dirname, '../..');
const local = JSON.parse(fs.readFileSync(path.join(root, 'public', 'build-info.json'), 'utf8'));
const { publish, reason } = await shouldPublish(local, siteUrl);
console.log(`${publish ? 'Publish' : 'Nothing to publish'}: ${reason}.`);
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `publish=${publish}\n`);
