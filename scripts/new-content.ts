/**
 * `npm run new -- post "Title"` or `npm run new -- case "Name"`: writes a starting file that passes
 * the content check, marked `draft: true` so it cannot be published by accident, then draws its
 * demo art with `npm run art`. Every line to rewrite says so. Prints the file's path.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [kind, ...words] = process.argv.slice(2);
const title = words.join(' ').trim();
if ((kind !== 'post' && kind !== 'case') || !title) {
  process.stderr.write('Usage: npm run new -- post "Title of the post" | case "ClientName"\n');
  process.exit(2);
}

const today = new Date().toISOString().slice(0, 10);
const firstAuthor = (
  JSON.parse(readFileSync(path.join(root, 'content/data/team.json'), 'utf8')) as { slug: string }[]
)[0]!.slug;
const yaml = (value: string) => JSON.stringify(value);

function newPost(): { file: string; text: string } {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-');
  return {
    file: path.join(root, 'content/blog', `${slug}.md`),
    text: `---
title: ${yaml(title)}
draft: true # remove when the post is ready to publish
description: ${yaml(`Rewrite: one or two sentences (at most 160 characters) on what ${title} tells the reader.`)}
date: ${today} # the publication day; a later date schedules the post
author: ${firstAuthor} # a slug from content/data/team.json
cover: ../images/blog/${slug}.svg # drawn by npm run art; replace it with a real image when you have one
coverAlt: ${yaml('Rewrite: what the cover image shows')}
tags: [Product]
---
Rewrite: 600 words or more of Markdown. Use \`##\` and \`###\` headings; three or more give the post a table of contents.
`,
  };
}

function newCase(): { file: string; text: string } {
  // The file name (and URL) joins the words; the title stays as typed: "Tidewater Logistics".
  const id = title.replace(/[^A-Za-z0-9-]/g, '');
  const dir = path.join(root, 'content/cases');
  const order =
    Math.max(
      ...readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .map((f) => Number(/^order: (\d+)$/m.exec(readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? 0)),
    ) + 1;
  const feature = (n: number) => `  - title: ${yaml(`Rewrite: feature ${n}`)}
    text: ${yaml('Rewrite: what the feature does for its users and why it was built this way.')}
    image: ../images/features/${id}-${n}.svg
    imageAlt: ${yaml('Rewrite: what the screenshot shows')}`;
  return {
    file: path.join(dir, `${id}.md`),
    text: `---
title: ${yaml(title)}
draft: true # remove when the case study is ready to publish
description: ${yaml('Rewrite: the product and the result in one sentence, at most 160 characters.')}
order: ${order}
cover: ../images/cases/${id}.svg # drawn by npm run art; replace with a real screenshot when you have one
coverAlt: ${yaml('Rewrite: what the cover image shows')}
background: 'linear-gradient(135deg, #0f766e 0%, #1e3a8a 100%)'
industry: Productivity # a slug from content/industries
services: [MobileDesign] # slugs from content/services
platforms: [iOS, Android]
year: ${new Date().getUTCFullYear()}
duration: 3 months
teamSize: 4
challenge: ${yaml('Rewrite: the client, their problem and their constraints.')}
solution: ${yaml('Rewrite: what we built and the decisions that mattered.')}
features:
${[1, 2, 3].map(feature).join('\n')}
stack: [Flutter, Firebase, Figma]
results:
${[1, 2, 3].map((n) => `  - value: '0'\n    label: ${yaml(`Rewrite: measured result ${n}`)}`).join('\n')}
---
Rewrite: the story of the project in a few paragraphs of Markdown.
`,
  };
}

const { file, text } = kind === 'post' ? newPost() : newCase();
// In any letter case: /Cases/tidewaterlogistics would redirect to /Cases/TidewaterLogistics, and
// a case-insensitive disk (macOS, Windows) would overwrite the file.
const clash = readdirSync(path.dirname(file)).find(
  (f) => f.toLowerCase() === path.basename(file).toLowerCase(),
);
if (clash) {
  process.stderr.write(
    `${path.relative(root, path.join(path.dirname(file), clash))} already exists: choose another title.\n`,
  );
  process.exit(1);
}
writeFileSync(file, text);
execFileSync(process.execPath, [path.join(root, 'tools/src/art/generate.ts')], {
  cwd: root,
  stdio: 'ignore',
});
process.stdout.write(
  `${path.relative(root, file)}: written as a draft, art drawn. Preview with npm run develop; check with npm run check:content.\n`,
);
