import { CardGrid } from './CardGrid';
import * as css from './TitledTextGrid.css';

/** Cards of title + text (what we do, problems we solve). */
export function TitledTextGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <CardGrid min={260} gap={20} count={items.length}>
      {items.map((item) => (
        <li key={item.title} className={css.card}>
          <h3 className={css.title}>{item.title}</h3>
          <p className={css.text}>{item.text}</p>
        </li>
      ))}
    </CardGrid>
  );
}
