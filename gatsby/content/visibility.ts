import { heldBack, isPublished, type BuildMode, type Held } from '@fernhill/content-rules/publication';
import type { ContentEntry } from './check.ts';

/**
 * The one switch of a preview build (the pull request's): a production build that also makes the
 * pages of drafts and scheduled posts, each marked and kept out of search, sitemap and feeds.
 * Not GATSBY_-prefixed: the browser never reads it (the decision reaches pages as page context).
 */
export const PREVIEW_ENV = 'PREVIEW_DRAFTS';
export const isPreviewBuild = (env: NodeJS.ProcessEnv): boolean => env[PREVIEW_ENV] === 'true';

/**
 * Which content files get a page and a place in lists, decided each time pages are made (never
 * when nodes are: Gatsby's cache keeps nodes from `develop` into `build` and back). A production
 * build leaves out drafts and posts dated after its day; `gatsby develop` shows both and, instead
 * of a file with a problem, shows the problem.
 */
export interface Visibility {
  /** Files whose page is made and which lists show. */
  shown: Set<string>;
  /** Develop only: a file that cannot be shown, and the files whose problems stop it. */
  broken: Map<string, string[]>;
  /** Shown files that the public site does not have yet, and why (their banner and card say it). */
  held: Map<string, Held>;
}

export function decideVisibility(
  entries: readonly ContentEntry[],
  badFiles: ReadonlySet<string>,
  build: BuildMode,
): Visibility {
  const bySlug = new Map(entries.map((e) => [`${e.type}:${e.slug}`, e.file]));
  // A page shows the entries it names (a case's industry, a service's related cases), so a bad file
  // stops the pages that name it too, and theirs in turn.
  const broken = new Map<string, string[]>([...badFiles].map((f) => [f, [f]]));
  for (let changed = true; changed;) {
    changed = false;
    for (const e of entries) {
      if (broken.has(e.file)) continue;
      const causes = (e.refs ?? []).flatMap((r) => broken.get(bySlug.get(`${r.to}:${r.slug}`) ?? '') ?? []);
      if (causes.length) {
        broken.set(e.file, [...new Set(causes)]);
        changed = true;
      }
    }
  }
  const shown = new Set(
    entries.filter((e) => !broken.has(e.file) && isPublished(e.data, build)).map((e) => e.file),
  );
  const held = new Map(
    entries.flatMap((e) => {
      const why = shown.has(e.file) ? heldBack(e.data, build.now) : null;
      return why ? [[e.file, why] as const] : [];
    }),
  );
  return { shown, broken, held };
}
