/**
 * `node scripts/ci/preview-url.ts preview.json`: prints the preview channel's URL from
 * `firebase hosting:channel:deploy --json`, for the static diff to link its pages there.
 */
import fs from 'node:fs';
import { previewFromFirebase } from './lib/pr-comment.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: preview-url.ts <firebase --json output>');
console.log(previewFromFirebase(fs.readFileSync(file, 'utf8')).url);
