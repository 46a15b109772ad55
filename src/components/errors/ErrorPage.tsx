import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';
import { Container } from '../layout/Container';

const Root = styled('section')({
  paddingBlock: '96px 64px',
  textAlign: 'center',
  '& .code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    color: palette.error.main,
    fontWeight: 700,
  },
  '& h1': { ...typography.h2, margin: '8px 0 16px' },
  '& p': { color: palette.text.secondary },
  '& a': { color: palette.primary.main, fontWeight: 600 },
});

export const defaultErrorMessage = (statusCode: number) =>
  statusCode === 404 ? 'Page Not Found' : 'Internal Server Error';

/** The generic error page (spec §2, §8): status 500 and its message by default; plain, no art. */
export function ErrorPage({ statusCode = 500, message }: { statusCode?: number; message?: string }) {
  return (
    <Root>
      <Container>
        <p className="code">Error {statusCode}</p>
        <h1>{message ?? defaultErrorMessage(statusCode)}</h1>
        <p>
          Something went wrong on our side. Reload the page, or go to the <a href="/">home page</a>.
        </p>
      </Container>
    </Root>
  );
}
