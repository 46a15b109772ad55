/** @jest-environment node */
import { unifiedDiff } from '../lib/unified-diff.ts';

/** The wrapper around jsdiff: hunk headers, counts and truncation as the static diff prints them. */
describe('unifiedDiff', () => {
  const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n');

  it('is empty for equal texts', () => {
    expect(unifiedDiff(before, before)).toEqual({ text: '', added: 0, removed: 0, lines: 0 });
  });

  it('writes hunks with context and line numbers', () => {
    const after = before.replace('line 10', 'line ten').replace('line 20', 'line 20\nline 21');
    const d = unifiedDiff(before, after, { fromLabel: 'a/x', toLabel: 'b/x', context: 2 });
    expect(d.added).toBe(2);
    expect(d.removed).toBe(1);
    expect(d.text).toBe(
      [
        '--- a/x',
        '+++ b/x',
        '@@ -8,5 +8,5 @@',
        ' line 8',
        ' line 9',
        '-line 10',
        '+line ten',
        ' line 11',
        ' line 12',
        '@@ -19,2 +19,3 @@',
        ' line 19',
        ' line 20',
        '+line 21',
      ].join('\n'),
    );
  });

  it('truncates long diffs', () => {
    const after = before.replace(/line/g, 'LINE');
    const d = unifiedDiff(before, after, { maxLines: 5 });
    const lines = d.text.split('\n');
    expect(lines).toHaveLength(2 + 5 + 1);
    expect(lines[lines.length - 1]).toBe(`… ${d.lines - 5} more diff lines`);
  });

  it('treats a page past the edit budget as rewritten rather than searching on', () => {
    const a = Array.from({ length: 5000 }, (_, i) => `a ${i}`).join('\n');
    const b = Array.from({ length: 5000 }, (_, i) => `b ${i}`).join('\n');
    const d = unifiedDiff(a, b, { maxLines: 3 });
    expect(d.removed).toBe(5000);
    expect(d.added).toBe(5000);
    expect(d.text.split('\n')[2]).toBe('@@ -1,5000 +1,5000 @@');
  });
});
