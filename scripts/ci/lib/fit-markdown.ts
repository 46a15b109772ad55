/** The static diff's Markdown cut to a size, for the pull request comment (see pr-comment.ts). */

/** Sizes are counted in UTF-8 bytes: never fewer than characters, however GitHub counts them. */
export const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Cuts the static diff's Markdown to `budget` bytes where it must, page by page: the summary and
 * the page tables first (at most half the budget), then each page's folded diff (a top-level
 * `<details>` block) gets an equal share, shorter ones passing what they leave to the others; a
 * diff over its share keeps its first lines, and pages beyond what the budget can show at all are
 * named in the closing note, which says what was cut.
 */
export function fitMarkdown(markdown: string, budget: number): { text: string; cut: boolean } {
  if (bytes(markdown) <= budget) return { text: markdown, cut: false };
  const folds = [...markdown.matchAll(/^<details>[\s\S]*?^<\/details>$/gm)];
  const head = markdown.slice(0, folds[0]?.index ?? markdown.length).trimEnd();
  const last = folds.at(-1);
  const tail = last ? markdown.slice(last.index + last[0].length).trim() : '';
  const noteRoom = 1_500;
  const headOut = cutLines(head, Math.floor((budget - noteRoom) / 2));
  let room = budget - noteRoom - bytes(headOut.text) - bytes(tail);

  const MIN_FOLD = 400;
  const shown = folds.slice(0, Math.max(0, Math.floor(room / MIN_FOLD)));
  const left = folds.slice(shown.length);
  // Smallest first, so each diff that fits whole frees its unused share for the longer ones.
  const out = new Map<number, string>();
  let shortened = 0;
  const bySize = shown.map((m, i) => ({ i, text: m[0] })).sort((a, b) => bytes(a.text) - bytes(b.text));
  bySize.forEach(({ i, text }, n) => {
    const share = Math.floor(room / (bySize.length - n)) - 2;
    const piece = cutLines(text, share, true);
    if (!piece.text) {
      left.push(shown[i]!);
      return;
    }
    if (piece.cut) shortened++;
    out.set(i, piece.text);
    room -= bytes(piece.text) + 2;
  });

  const notes: string[] = [];
  if (headOut.cut) notes.push('the page tables shortened');
  if (shortened) notes.push(`${shortened} page diff${shortened === 1 ? '' : 's'} shortened`);
  if (left.length) {
    let names = '';
    for (const [n, m] of left.entries()) {
      const route = /<code>(.*?)<\/code>/.exec(m[0])?.[1] ?? '?';
      const more = `, \`${route}\``;
      if (bytes(names) + bytes(more) > noteRoom - 400) {
        names += ` and ${left.length - n} more`;
        break;
      }
      names += more;
    }
    notes.push(`${left.length} page diff${left.length === 1 ? '' : 's'} left out (${names.slice(2)})`);
  }
  const note = `> [!NOTE]\n> Cut to fit GitHub's comment limit: ${notes.join('; ')}. The full report, linked below, has every page.`;
  const parts = [headOut.text, ...shown.map((_, i) => out.get(i) ?? ''), tail, note].filter(Boolean);
  return { text: parts.join('\n\n'), cut: true };
}

/**
 * The first lines of `text` that fit in `budget` bytes, with a closing line saying how many were
 * cut; a code fence or a `<details>` left open is closed, so the rest of the comment renders.
 */
function cutLines(text: string, budget: number, fold = false): { text: string; cut: boolean } {
  if (bytes(text) <= budget) return { text, cut: false };
  const lines = text.split('\n');
  const closing = (inFence: boolean, cut: number) =>
    [
      ...(inFence ? ['```'] : []),
      '',
      `_… ${cut} more line${cut === 1 ? '' : 's'}: see the note below._`,
      ...(fold ? ['', '</details>'] : []),
    ].join('\n');
  const kept: string[] = [];
  let used = 0;
  let inFence = false;
  for (const [n, line] of lines.entries()) {
    const fence = line.startsWith('```');
    const nextFence: boolean = fence ? !inFence : inFence;
    // Room for this line and for what closes the block after it.
    if (used + bytes(line) + 1 + bytes(closing(nextFence, lines.length - n - 1)) > budget) {
      // A fold without room for its own summary line is left out whole rather than left unopened.
      if (fold && kept.length === 0) return { text: '', cut: true };
      return { text: `${kept.join('\n')}\n${closing(inFence, lines.length - n)}`, cut: true };
    }
    kept.push(line);
    used += bytes(line) + 1;
    inFence = nextFence;
  }
  return { text, cut: false };
}
