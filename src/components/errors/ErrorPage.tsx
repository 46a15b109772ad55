import { Container } from '../../ui/Container';
import * as css from './ErrorPage.css';

export const defaultErrorMessage = (statusCode: number) =>
  statusCode === 404 ? 'Page Not Found' : 'Internal Server Error';

/** The generic error page (spec §2, §8): status 500 and its message by default; plain, no art. */
export function ErrorPage({ statusCode = 500, message }: { statusCode?: number; message?: string }) {
  return (
    <section className={css.page}>
      <Container>
        <p className={css.code}>Error {statusCode}</p>
        <h1 className={css.heading}>{message ?? defaultErrorMessage(statusCode)}</h1>
        <p className={css.text}>
          Something went wrong on our side. Reload the page, or go to the{' '}
          <a href="/" className={css.link}>
            home page
          </a>
          .
        </p>
      </Container>
    </section>
  );
}
