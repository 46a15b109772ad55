import { useRef, useState } from 'react';
import { CaseGrid } from '../common/CaseGrid';
import { Static } from '../../loading';
import type { CaseCardData } from '../common/CaseCard';
import * as css from './HomeCases.css';

/** One screenful of cards on a wide screen (two rows of three). */
const FIRST = 6;

/**
 * The home page's case list: the first six cards, then all of them on request. The page stays
 * short on a phone (27 cards were 13,000 px of it) and its first load renders a quarter of the
 * cards; the full list is also /Cases.
 */
export function HomeCases({ items }: { items: readonly CaseCardData[] }) {
  const [all, setAll] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const reveal = () => {
    setAll(true);
    // Focus moves to the first card that was hidden, so keyboard users continue from there.
    requestAnimationFrame(() => list.current?.querySelectorAll('li')[FIRST]?.querySelector('a')?.focus());
  };
  return (
    <div ref={list}>
      {all ? (
        <CaseGrid items={items} label="Case studies" />
      ) : (
        <Static>
          <CaseGrid items={items.slice(0, FIRST)} label="Case studies" />
        </Static>
      )}
      {!all && items.length > FIRST && (
        <div className={css.more}>
          <button type="button" onClick={reveal} className={css.button}>
            Show all {items.length} case studies
          </button>
        </div>
      )}
    </div>
  );
}
