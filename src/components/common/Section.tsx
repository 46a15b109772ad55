import * as React from 'react';
import { Container } from '../../ui/Container';
import { Static } from '../../loading';
import * as css from './Section.css';

interface SectionProps {
  title: string;
  lead?: string;
  id?: string;
  tinted?: boolean;
  /** Content without state: it keeps its server HTML on the first load (the loading plugin's Static). */
  stateless?: boolean;
  children: React.ReactNode;
}

/** A page section with an h2 heading; pages are flat lists of these. */
export function Section({ title, lead, id, tinted, stateless, children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  const attributes = {
    id,
    'aria-labelledby': headingId,
    className: tinted ? `${css.section} ${css.tinted}` : css.section,
  };
  // What has no state keeps its server HTML on the first load (Static): the heading always, the
  // whole section when stateless (then the heading is plain inside it).
  const Head = stateless ? 'div' : Static;
  const content = (
    <Container>
      <Head className={css.head}>
        <h2 id={headingId} className={css.heading}>
          {title}
        </h2>
        {lead && <p className={css.lead}>{lead}</p>}
      </Head>
      {children}
    </Container>
  );
  return stateless ? (
    <Static as="section" {...attributes}>
      {content}
    </Static>
  ) : (
    <section {...attributes}>{content}</section>
  );
}
