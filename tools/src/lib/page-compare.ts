/** Compares two builds' pages after normalisation: added, removed, changed (with a diff), unchanged. */
import { normaliseHtml } from './html-normalise.ts';
import { byRoute } from './site-pages.ts';
import { unifiedDiff } from './unified-diff.ts';

export type ChangedPage = { route: string; added: number; removed: number; diff: string };

export type PageComparison = {
  added: string[];
  removed: string[];
  changed: ChangedPage[];
  unchanged: string[];
};

/**
 * `before` / `after` map routes to raw HTML. `maxDiffLines` bounds each page's unified diff.
 */
export function comparePages(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
  { maxDiffLines = 40, context = 3 } = {},
): PageComparison {
  const result: PageComparison = { added: [], removed: [], changed: [], unchanged: [] };
  const routes = [...new Set([...before.keys(), ...after.keys()])].sort(byRoute);
  for (const route of routes) {
    const a = before.get(route);
    const b = after.get(route);
    if (a === undefined) {
      result.added.push(route);
    } else if (b === undefined) {
      result.removed.push(route);
    } else {
      const na = normaliseHtml(a);
      const nb = normaliseHtml(b);
      if (na === nb) {
        result.unchanged.push(route);
      } else {
        const d = unifiedDiff(na, nb, {
          fromLabel: `a${route}`,
          toLabel: `b${route}`,
          context,
          maxLines: maxDiffLines,
        });
        result.changed.push({ route, added: d.added, removed: d.removed, diff: d.text });
      }
    }
  }
  return result;
}

/**
 * A change to the shell repeats on every page: the changed pages grouped by their diff (the file
 * header, which names the page, aside), in order of first appearance, so each is shown once.
 */
export function groupByDiff(changed: readonly ChangedPage[]): ChangedPage[][] {
  const groups = new Map<string, ChangedPage[]>();
  for (const p of changed) {
    const body = p.diff.split('\n').slice(2).join('\n');
    groups.set(body, [...(groups.get(body) ?? []), p]);
  }
  return [...groups.values()];
}

/** Plain-text report. */
export function formatComparison(
  c: PageComparison,
  { fromLabel = 'before', toLabel = 'after' } = {},
): string {
  const out: string[] = [];
  out.push(`Static output: ${fromLabel} → ${toLabel}`);
  out.push(
    `Pages: ${c.added.length} added, ${c.removed.length} removed, ${c.changed.length} changed, ${c.unchanged.length} unchanged`,
  );
  if (c.added.length) out.push('', 'Added:', ...c.added.map((r) => `  + ${r}`));
  if (c.removed.length) out.push('', 'Removed:', ...c.removed.map((r) => `  - ${r}`));
  if (c.changed.length) {
    out.push('', 'Changed:', ...c.changed.map((p) => `  ~ ${p.route}  (+${p.added} -${p.removed} lines)`));
    for (const pages of groupByDiff(c.changed)) {
      const [first, ...others] = pages;
      if (!first) continue;
      const lines = first.diff.split('\n');
      const same = others.length
        ? [
            `    (the same diff on ${others.length} more page${others.length === 1 ? '' : 's'}: ${others.map((p) => p.route).join(', ')})`,
          ]
        : [];
      out.push('', ...lines.slice(0, 2), ...same, lines.slice(2).join('\n'));
    }
  }
  return `${out.join('\n')}\n`;
}
