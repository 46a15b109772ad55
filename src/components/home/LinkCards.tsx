import { Link } from 'gatsby';
import { ChevronRight } from '../../ui/icons';
import { CardGrid } from '../common/CardGrid';
import * as css from './LinkCards.css';

/** Cards that are each one link: service cards and industry tiles (spec §2 home page). */
export function LinkCards({
  items,
  label,
}: {
  items: readonly { title: string; link: string; desc?: string }[];
  label: string;
}) {
  return (
    <CardGrid min={260} gap={20} count={items.length} aria-label={label}>
      {items.map((item) => (
        <li key={item.title} className={css.card}>
          <h3 className={css.title}>
            <Link to={item.link} className={css.link}>
              {item.title}
            </Link>
            <ChevronRight size={22} />
          </h3>
          {item.desc && <p className={css.text}>{item.desc}</p>}
        </li>
      ))}
    </CardGrid>
  );
}
