/**
 * `node scripts/ci/preview-links.ts static-diff.md preview.json > out.md`: the pull request's
 * static diff links new and changed pages to a placeholder (it is made before any preview exists);
 * this points them at the preview channel, or at the live site where there is no preview.
 */
import fs from 'node:fs';
import site from '../../content/site.json' with { type: 'json' };
import { readPreview, withPreviewLinks } from './lib/pr-comment.ts';

const [diffFile, previewFile] = process.argv.slice(2);
if (!diffFile) throw new Error('usage: preview-links.ts <static-diff.md> [preview.json]');
const markdown = fs.existsSync(diffFile) ? fs.readFileSync(diffFile, 'utf8') : '';
process.stdout.write(withPreviewLinks(markdown, readPreview(previewFile)?.url ?? site.siteUrl));
