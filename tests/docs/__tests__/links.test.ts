/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The READMEs and docs/ are what a newcomer trusts: every relative link and every repository path
 * they name in backticks exists (from the repository's root, or from the document's own folder),
 * and the README stays short enough to read (the rest goes in docs/).
 */
const root = path.resolve(__dirname, '../../..');
const README_LIMIT = 12_000;

// Every README in the repository and every page of docs/ (content/'s pages are the site's text).
const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !/^content\/(?!README\.md$)/.test(file));

// A backticked word is a path when it starts with one of the repository's top-level entries.
const topLevel = new Set(fs.readdirSync(root));

/** Named but made by a step (a build, the writer's own settings): git ignores it, so nothing tracks it. */
const ignoredByGit = (file: string) =>
  // As a file, or as a folder (a pattern like `lib/` matches only a folder).
  [file, `${file.replace(/\/$/, '')}/`].some((name) => {
    try {
      execFileSync('git', ['check-ignore', '-q', name], { cwd: root });
      return true;
    } catch {
      return false;
    }
  });
const exists = (file: string) => fs.existsSync(path.join(root, file)) || ignoredByGit(file);
/** A backticked path is read from the root, then from the document's folder (`src/Static.tsx` in a package). */
const namedFrom = (doc: string) => (file: string) =>
  exists(file) || exists(path.join(path.dirname(doc), file));

function references(doc: string): { links: string[]; paths: string[] } {
  // Code blocks hold commands and output, not references.
  const text = fs.readFileSync(path.join(root, doc), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^([a-z]+:|#)/.test(target))
    .map((target) => path.join(path.dirname(doc), decodeURI(target.replace(/#.*$/, ''))));
  const paths = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter(
      (word) =>
        !/[*<>{}…:]/.test(word) &&
        // A path from the root, or one inside the document's folder (`src/Static.tsx` in a plugin's README).
        (topLevel.has(word.split('/')[0]!) ||
          (/^[\w-][\w.-]*\//.test(word) &&
            fs.existsSync(path.join(root, path.dirname(doc), word.split('/')[0]!)))),
    );
  return { links, paths };
}

describe.each(docs)('%s', (doc) => {
  const { links, paths } = references(doc);

  it('links only to files and folders that exist', () => {
    expect(links.filter((target) => !exists(target))).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    expect(paths.filter((file) => !namedFrom(doc)(file))).toEqual([]);
  });
});

test(`the README stays under ${README_LIMIT} characters`, () => {
  expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8').length).toBeLessThan(README_LIMIT);
});
