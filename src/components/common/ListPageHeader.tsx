import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { Breadcrumbs } from './Breadcrumbs';
import type { Crumb } from '../../lib/structured-data.ts';

const Root = styled('header')({
  paddingBlock: '32px 40px',
  '& h1': { ...typography.h1, margin: '32px 0 16px' },
  '& p': { fontSize: '1.2rem', color: palette.text.secondary, maxWidth: 760, margin: 0 },
});

/** Heading block of the list pages (/Cases, /Blog). */
export function ListPageHeader({ crumbs, title, lead }: { crumbs: Crumb[]; title: string; lead: string }) {
  return (
    <Root>
      <Container>
        <Breadcrumbs crumbs={crumbs} />
        <h1>{title}</h1>
        <p>{lead}</p>
      </Container>
    </Root>
  );
}
