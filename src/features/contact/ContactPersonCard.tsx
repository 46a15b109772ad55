import type { ContactPerson } from './contact-person';
import * as css from './ContactPersonCard.css';
import { LAZY_IMAGE } from '../../ui/image-loading';
import { Static } from '../../loading';

interface ContactPersonCardProps {
  person: ContactPerson;
  /** The promise under the name; the home block and the modal word it differently. */
  message: string;
}

/**
 * Picture, name, position and a short message. Plain elements: it also ships with the home page,
 * where it keeps its server HTML on the first load (Static).
 */
export function ContactPersonCard({ person, message }: ContactPersonCardProps) {
  return (
    <Static as="figure" className={css.card}>
      <img className={css.picture} src={person.picture} alt="" width={72} height={72} {...LAZY_IMAGE} />
      <blockquote className={css.message}>{message}</blockquote>
      <figcaption className={css.caption}>
        <span className={css.name}>{person.name}</span>
        <span className={css.position}>{person.position}</span>
      </figcaption>
    </Static>
  );
}
