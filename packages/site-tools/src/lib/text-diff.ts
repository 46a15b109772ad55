/** Line diff (Myers' O(ND) algorithm) and unified-diff formatting, without dependencies. */

export type DiffOp = { op: ' ' | '-' | '+'; line: string };

/** Above this edit distance the diff degrades to "remove the middle, add the middle" (pages rewritten). */
const MAX_EDIT_DISTANCE = 4000;

function myers(a: readonly string[], b: readonly string[]): DiffOp[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, MAX_EDIT_DISTANCE);
  // v[k + offset] = furthest x reached on diagonal k; trace[d] is v before step d (only k in [-d-1, d+1]).
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return null;

  const ops: DiffOp[] = [];
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d--) {
    const snapshot = trace[d];
    if (!snapshot) break;
    // snapshot index for diagonal k is k + d + 1.
    const at = (k: number) => snapshot[k + d + 1] ?? 0;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ op: ' ', line: a[x - 1] ?? '' });
      x -= 1;
      y -= 1;
    }
    if (d > 0) {
      if (down) {
        ops.push({ op: '+', line: b[y - 1] ?? '' });
        y -= 1;
      } else {
        ops.push({ op: '-', line: a[x - 1] ?? '' });
        x -= 1;
      }
    }
  }
  return ops.reverse();
}

/** Edit script turning `a` into `b`, line by line. */
export function diffLines(a: readonly string[], b: readonly string[]): DiffOp[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const middle = myers(midA, midB) ?? [
    ...midA.map((line) => ({ op: '-' as const, line })),
    ...midB.map((line) => ({ op: '+' as const, line })),
  ];
  return [
    ...a.slice(0, start).map((line) => ({ op: ' ' as const, line })),
    ...middle,
    ...a.slice(endA).map((line) => ({ op: ' ' as const, line })),
  ];
}

export type UnifiedDiff = { text: string; added: number; removed: number; lines: number };

/**
 * Unified diff (`@@ -a,b +c,d @@` hunks, `context` lines around each change) of two texts.
 * `maxLines` truncates the hunk body; the header lines are always included.
 */
export function unifiedDiff(
  before: string,
  after: string,
  { fromLabel = 'a', toLabel = 'b', context = 3, maxLines = Infinity } = {},
): UnifiedDiff {
  const ops = diffLines(before.split('\n'), after.split('\n'));
  const added = ops.filter((o) => o.op === '+').length;
  const removed = ops.filter((o) => o.op === '-').length;
  if (added === 0 && removed === 0) return { text: '', added, removed, lines: 0 };

  // Index of each op in both files, to number the hunks.
  const posA: number[] = [];
  const posB: number[] = [];
  let ia = 0;
  let ib = 0;
  for (const o of ops) {
    posA.push(ia);
    posB.push(ib);
    if (o.op !== '+') ia += 1;
    if (o.op !== '-') ib += 1;
  }

  const changed = ops.map((o, i) => (o.op === ' ' ? -1 : i)).filter((i) => i >= 0);
  const hunks: { from: number; to: number }[] = [];
  for (const i of changed) {
    const from = Math.max(0, i - context);
    const to = Math.min(ops.length, i + context + 1);
    const last = hunks[hunks.length - 1];
    if (last && from <= last.to) last.to = Math.max(last.to, to);
    else hunks.push({ from, to });
  }

  const body: string[] = [];
  for (const h of hunks) {
    const slice = ops.slice(h.from, h.to);
    const countA = slice.filter((o) => o.op !== '+').length;
    const countB = slice.filter((o) => o.op !== '-').length;
    const startA = (posA[h.from] ?? 0) + (countA ? 1 : 0);
    const startB = (posB[h.from] ?? 0) + (countB ? 1 : 0);
    body.push(`@@ -${startA},${countA} +${startB},${countB} @@`);
    for (const o of slice) body.push(`${o.op}${o.line}`);
  }
  const shown = body.slice(0, maxLines);
  if (body.length > shown.length) shown.push(`… ${body.length - shown.length} more diff lines`);
  return {
    text: [`--- ${fromLabel}`, `+++ ${toLabel}`, ...shown].join('\n'),
    added,
    removed,
    lines: body.length,
  };
}
