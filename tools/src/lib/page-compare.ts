/**
 * Compares two builds' pages after normalisation: added, removed, changed (with a diff), unchanged,
 * and, for a preview build (PREVIEW_DRAFTS), its drafts and scheduled posts apart: they are what a
 * writer's pull request is about, and the live site does not have them whatever the diff says.
 */
import { normaliseHtml } from './html-normalise.ts';
import { byRoute } from './site-pages.ts';
import { unifiedDiff } from './unified-diff.ts';

export type ChangedPage = { route: string; added: number; removed: number; diff: string };

/** A page the build holds back from the public site, and what happened to it since the base. */
export type HeldPage = {
  route: string;
  status: 'draft' | 'scheduled';
  /** Its banner's words: "Draft", "Scheduled for 3 December 2026". */
  label: string;
  change: 'added' | 'changed' | 'unchanged';
};

export type PageComparison = {
  added: string[];
  removed: string[];
  changed: ChangedPage[];
  unchanged: string[];
  held: HeldPage[];
};

// The banner of a held page (src/components/common/Held.tsx): `data-held` and its label.
const HELD_BANNER = /<[a-z]+\b[^>]*\bdata-held="(draft|scheduled)"[^>]*>\s*<strong>([^<]*)<\/strong>/;

/** Whether a built page is a draft or a scheduled post, from its banner. */
export function heldOf(html: string): Pick<HeldPage, 'status' | 'label'> | null {
  const match = HELD_BANNER.exec(html);
  return match ? { status: match[1] as HeldPage['status'], label: match[2]!.trim() } : null;
}

/**
 * `before` / `after` map routes to raw HTML. `maxDiffLines` bounds each page's unified diff.
 */
export function comparePages(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
  { maxDiffLines = 40, context = 3 } = {},
): PageComparison {
  const result: PageComparison = { added: [], removed: [], changed: [], unchanged: [], held: [] };
  const routes = [...new Set([...before.keys(), ...after.keys()])].sort(byRoute);
  for (const route of routes) {
    const a = before.get(route);
    const b = after.get(route);
    const held = b === undefined ? null : heldOf(b);
    if (held) {
      const change =
        a === undefined ? 'added' : normaliseHtml(a) === normaliseHtml(b!) ? 'unchanged' : 'changed';
      result.held.push({ route, ...held, change });
    } else if (a === undefined) {
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
    `Pages: ${c.added.length} added, ${c.removed.length} removed, ${c.changed.length} changed, ${c.unchanged.length} unchanged${c.held.length ? `, ${c.held.length} draft or scheduled` : ''}`,
  );
  if (c.held.length)
    out.push(
      '',
      'Draft and scheduled (this preview only; not on the live site):',
      ...c.held.map(
        (p) => `  ${p.status === 'draft' ? 'draft    ' : 'scheduled'} ${p.route}  (${p.label}; ${p.change})`,
      ),
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
