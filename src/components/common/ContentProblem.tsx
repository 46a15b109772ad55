import { Container } from '../../ui/Container';
import * as css from './ContentProblem.css';

/**
 * What `gatsby develop` shows where a page would be while its file (or a file it shows) breaks the
 * content contract: the same lines as the terminal and `npm run check:content`. Never built.
 */
export function ContentProblem({ file, problems }: { file: string; problems: readonly string[] }) {
  return (
    <section className={css.root}>
      <Container>
        <h1 className={css.heading}>This page is waiting for a fix</h1>
        <p className={css.text}>
          <strong>{file}</strong> cannot be shown yet. Fix what is listed below and save: this page reloads by
          itself. A production build stops on these lines.
        </p>
        <ul className={css.list}>
          {problems.map((p) => (
            <li key={p} className={css.item}>
              <code className={css.code}>{p}</code>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
