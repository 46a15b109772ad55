import { isPublished } from '@fernhill/content-rules/publication';
import type { ContentEntry } from './check.ts';

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
}

export function decideVisibility(
  entries: readonly ContentEntry[],
  badFiles: ReadonlySet<string>,
  build: { production: boolean; now: Date },
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
  return { shown, broken };
}
