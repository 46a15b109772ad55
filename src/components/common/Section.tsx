import * as React from 'react';
import styled from '@emotion/styled';
import { palette, mq, typography, renderWhenNear } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { Static } from '../../loading/Static';

const Root = styled('section')({
  ...renderWhenNear(720),
  paddingBlock: 56,
  [mq.up('md')]: { paddingBlock: 80 },
  '& .section-head': { maxWidth: 760, marginBottom: 32 },
  '& .section-head h2': { ...typography.h2, margin: 0 },
  '& .section-head p': { color: palette.text.secondary, fontSize: '1.125rem', margin: '12px 0 0' },
  '&.tinted': { background: palette.background.paper },
});

interface SectionProps {
  title: string;
  lead?: string;
  id?: string;
  tinted?: boolean;
  /** Content without state: it keeps its server HTML on the first load (loading/Static.tsx). */
  stateless?: boolean;
  children: React.ReactNode;
}

/** A page section with an h2 heading; pages are flat lists of these. */
export function Section({ title, lead, id, tinted, stateless, children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <Root id={id} aria-labelledby={headingId} className={tinted ? 'tinted' : undefined}>
      <Container>
        <div className="section-head">
          <h2 id={headingId}>{title}</h2>
          {lead && <p>{lead}</p>}
        </div>
        {stateless ? <Static>{children}</Static> : children}
      </Container>
    </Root>
  );
}
