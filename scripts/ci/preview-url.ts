/**
 * `node scripts/ci/preview-url.ts preview.json`: prints the preview channel's URL from
 * `firebase hosting:channel:deploy --json`, or nothing where there is no preview (no file, or a
 * failed deploy), for the static diff to link its pages there.
 */
import { readPreview } from './lib/pr-comment.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: preview-url.ts <firebase --json output>');
const preview = readPreview(file);
if (preview) console.log(preview.url);
