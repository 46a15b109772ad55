import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';
import { Container } from '../layout/Container';

const Root = styled('section')({
  paddingBlock: '64px',
  '& h1': { ...typography.h2, margin: '0 0 16px' },
  '& ul': { paddingLeft: 20 },
  '& li': { marginBottom: 8 },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    color: palette.error.main,
    overflowWrap: 'anywhere',
  },
  '& p': { color: palette.text.secondary },
});

/**
 * What `gatsby develop` shows where a page would be while its file (or a file it shows) breaks the
 * content contract: the same lines as the terminal and `npm run check:content`. Never built.
 */
export function ContentProblem({ file, problems }: { file: string; problems: readonly string[] }) {
  return (
    <Root>
      <Container>
        <h1>This page is waiting for a fix</h1>
        <p>
          <strong>{file}</strong> cannot be shown yet. Fix what is listed below and save: this page reloads by
          itself. A production build stops on these lines.
        </p>
        <ul>
          {problems.map((p) => (
            <li key={p}>
              <code>{p}</code>
            </li>
          ))}
        </ul>
      </Container>
    </Root>
  );
}
