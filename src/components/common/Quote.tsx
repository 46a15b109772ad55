import * as css from './Quote.css';

export function Quote({ quote, name, position }: { quote: string; name: string; position?: string | null }) {
  return (
    <figure className={css.figure}>
      <blockquote className={css.quote}>
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className={css.caption}>
        <strong className={css.name}>{name}</strong>
        {position ? `, ${position}` : ''}
      </figcaption>
    </figure>
  );
}
