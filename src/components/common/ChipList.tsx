import * as css from './ChipList.css';

/** Short labels (tech stack, technologies, deliverables) as chips. */
export function ChipList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className={css.list}>
      {items.map((item) => (
        <li key={item} className={css.chip}>
          {item}
        </li>
      ))}
    </ul>
  );
}
