import { diffLines, unifiedDiff } from '../lib/text-diff.ts';

/** Applying an edit script to `a` must give `b`. */
function apply(a: string[], ops: ReturnType<typeof diffLines>): string[] {
  const out: string[] = [];
  let i = 0;
  for (const o of ops) {
    if (o.op === '+') out.push(o.line);
    else {
      expect(a[i]).toBe(o.line);
      if (o.op === ' ') out.push(o.line);
      i += 1;
    }
  }
  expect(i).toBe(a.length);
  return out;
}

describe('diffLines', () => {
  it.each([
    [[], []],
    [['a'], []],
    [[], ['a']],
    [
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ],
    [
      ['a', 'b', 'c', 'a', 'b', 'b', 'a'],
      ['c', 'b', 'a', 'b', 'a', 'c'],
    ],
    [
      ['x', 'a', 'y', 'b'],
      ['a', 'z', 'b', 'w'],
    ],
  ])('turns %j into %j', (a, b) => {
    expect(apply(a, diffLines(a, b))).toEqual(b);
  });

  it('finds the minimal script', () => {
    const ops = diffLines(['a', 'b', 'c', 'a', 'b', 'b', 'a'], ['c', 'b', 'a', 'b', 'a', 'c']);
    expect(ops.filter((o) => o.op !== ' ')).toHaveLength(5); // Myers' classic example: D = 5.
  });

  it('handles pseudo-random inputs', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 50; n++) {
      const a = Array.from({ length: Math.floor(rand() * 30) }, () => String(Math.floor(rand() * 5)));
      const b = Array.from({ length: Math.floor(rand() * 30) }, () => String(Math.floor(rand() * 5)));
      expect(apply(a, diffLines(a, b))).toEqual(b);
    }
  });
});

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
});
