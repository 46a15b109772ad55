import { structuredPatch } from 'diff';

/** Above this edit distance a page counts as rewritten: its old lines out, its new lines in. */
const MAX_EDIT_LENGTH = 4000;

export type UnifiedDiff = { text: string; added: number; removed: number; lines: number };

/**
 * Unified diff (`@@ -a,b +c,d @@` hunks, `context` lines around each change) of two texts, by
 * jsdiff. `maxLines` truncates the hunk body; the header lines are always included.
 */
export function unifiedDiff(
  before: string,
  after: string,
  { fromLabel = 'a', toLabel = 'b', context = 3, maxLines = Infinity } = {},
): UnifiedDiff {
  const patch =
    structuredPatch(fromLabel, toLabel, `${before}\n`, `${after}\n`, '', '', {
      context,
      maxEditLength: MAX_EDIT_LENGTH,
    }) ?? rewritten(before.split('\n'), after.split('\n'));
  const body = patch.hunks.flatMap((hunk) => [
    `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`,
    ...hunk.lines,
  ]);
  if (body.length === 0) return { text: '', added: 0, removed: 0, lines: 0 };
  const count = (sign: string) =>
    body.filter((line) => line.startsWith(sign) && !line.startsWith('@@')).length;
  const shown = body.slice(0, maxLines);
  if (body.length > shown.length) shown.push(`… ${body.length - shown.length} more diff lines`);
  return {
    text: [`--- ${fromLabel}`, `+++ ${toLabel}`, ...shown].join('\n'),
    added: count('+'),
    removed: count('-'),
    lines: body.length,
  };
}

function rewritten(a: string[], b: string[]) {
  const lines = [...a.map((line) => `-${line}`), ...b.map((line) => `+${line}`)];
  return { hunks: [{ oldStart: 1, oldLines: a.length, newStart: 1, newLines: b.length, lines }] };
}
