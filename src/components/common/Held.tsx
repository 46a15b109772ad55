import type { Held } from '@fernhill/content-rules/publication';
import * as css from './Held.css';

/**
 * Marks for what the public site does not have yet (drafts, scheduled posts), which only develop
 * and preview builds make pages for: decided at build (page context), so a normal page renders
 * nothing and runs nothing new. `data-held` lets the static diff and the tests find them.
 */
const why = {
  draft: 'Only in previews: the live site does not have this page.',
  scheduled: 'Only in previews until then: the first build on that day publishes it.',
};

/** The banner at the top of a held page. */
export function HeldBanner({ held }: { held: Held | null | undefined }) {
  if (!held) return null;
  return (
    <p role="note" data-held={held.status} className={css.banner}>
      <strong>{held.label}</strong> · {why[held.status]}
    </p>
  );
}

/** The small label on a held entry's card in /Cases and /Blog. */
export function HeldMark({ label }: { label: string | undefined }) {
  if (!label) return null;
  return (
    <strong data-held className={css.mark}>
      {label}
    </strong>
  );
}
