/**
 * The static diff as Markdown for a pull request: counts, the pages added / removed / changed as
 * links with their word counts, and each distinct diff folded under <details> once, with the
 * pages it is on. Pages as they are now link to the preview, removed ones to the live site (which
 * still has them).
 */
import { groupByDiff, type PageComparison } from './page-compare.ts';

/** Words of a page's readable text (its <main>, else <body>), tags and scripts removed. */
export function wordCount(html: string | undefined): number | undefined {
  if (html === undefined) return undefined;
  const main =
    /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? /<body\b[\s\S]*<\/body>/i.exec(html)?.[0] ?? html;
  const text = main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export interface MarkdownOptions {
  fromLabel: string;
  toLabel: string;
  /** The live site: where removed pages still are. */
  siteUrl: string;
  /** Where the pages as they are now are served (a preview channel); without it, added pages get no link. */
  previewUrl?: string;
  /** Words on the page before and after (undefined where the page does not exist). */
  words: (route: string) => { before?: number; after?: number };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function wordChange({ before, after }: { before?: number; after?: number }): string {
  if (before === undefined) return `${after ?? 0}`;
  if (after === undefined) return `${before}`;
  const delta = after - before;
  return delta === 0 ? `${after}` : `${before} → ${after} (${delta > 0 ? '+' : ''}${delta})`;
}

export function formatMarkdown(c: PageComparison, o: MarkdownOptions): string {
  const base = (url: string) => url.replace(/\/$/, '');
  const link = (route: string, site?: string) =>
    site ? `[\`${cell(route)}\`](${base(site)}${route})` : `\`${cell(route)}\``;
  const now = o.previewUrl;
  const out: string[] = [
    `### Static output: ${o.fromLabel} → ${o.toLabel}`,
    '',
    `**${c.added.length}** added · **${c.removed.length}** removed · **${c.changed.length}** changed · ${c.unchanged.length} unchanged${c.held.length ? ` · **${c.held.length}** draft or scheduled` : ''}`,
  ];
  // A preview build's drafts and scheduled posts: listed whether or not they changed, as the
  // writer is looking for them; the live site has none of them.
  if (c.held.length) {
    out.push(
      '',
      `#### Draft and scheduled (${now ? 'on the preview' : 'no preview to link'}; not on the live site)`,
      '',
      '| Page | Status | Since the base |',
      '| --- | --- | --- |',
    );
    for (const p of c.held) out.push(`| ${link(p.route, now)} | ${cell(p.label)} | ${p.change} |`);
  }
  const rows = (title: string, site: string | undefined, routes: { route: string; note?: string }[]) => {
    if (routes.length === 0) return;
    out.push('', `#### ${title}`, '', '| Page | Words | Lines |', '| --- | ---: | --- |');
    for (const r of routes)
      out.push(`| ${link(r.route, site)} | ${wordChange(o.words(r.route))} | ${r.note ?? ''} |`);
  };
  rows(
    now ? 'Added (on the preview)' : 'Added (no preview to link)',
    now,
    c.added.map((route) => ({ route })),
  );
  rows(
    'Removed (on the live site)',
    o.siteUrl,
    c.removed.map((route) => ({ route })),
  );
  rows(
    now ? 'Changed (on the preview)' : 'Changed (the live site has the old version)',
    now ?? o.siteUrl,
    c.changed.map((p) => ({ route: p.route, note: `+${p.added} −${p.removed}` })),
  );
  for (const [p, ...others] of groupByDiff(c.changed)) {
    if (!p) continue;
    const also = others.length
      ? ` and ${others.length} more page${others.length === 1 ? '' : 's'}, the same change`
      : '';
    out.push(
      '',
      `<details><summary><code>${p.route}</code>${also}: +${p.added} −${p.removed} lines</summary>`,
      ...(others.length ? ['', `Also on ${others.map((o) => `\`${o.route}\``).join(', ')}.`] : []),
      '',
      '```diff',
      p.diff.replace(/```/g, '`\u200b``'),
      '```',
      '',
      '</details>',
    );
  }
  return `${out.join('\n')}\n`;
}
