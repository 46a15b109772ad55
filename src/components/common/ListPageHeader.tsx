import { Container } from '../../ui/Container';
import { Breadcrumbs } from './Breadcrumbs';
import type { Crumb } from '../../lib/structured-data.ts';
import * as css from './ListPageHeader.css';

/** Heading block of the list pages (/Cases, /Blog). */
export function ListPageHeader({ crumbs, title, lead }: { crumbs: Crumb[]; title: string; lead: string }) {
  return (
    <header className={css.root}>
      <Container>
        <Breadcrumbs crumbs={crumbs} />
        <h1 className={css.heading}>{title}</h1>
        <p className={css.lead}>{lead}</p>
      </Container>
    </header>
  );
}
