import * as React from 'react';
import styled from '@emotion/styled';
import { palette, typography, sizes } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { Breadcrumbs } from './Breadcrumbs';
import { useContactModal } from '../contact/ContactModalProvider';
import type { Crumb } from '../../lib/structured-data.ts';

const Root = styled('section')({
  paddingBlock: '32px 64px',
  background: `radial-gradient(1200px 400px at 80% -10%, ${palette.primary.main}22, transparent)`,
  '& .eyebrow': {
    display: 'inline-block',
    marginTop: 40,
    color: palette.primary.main,
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    fontSize: '0.85rem',
  },
  '& h1': { ...typography.h1, margin: '12px 0 20px', maxWidth: 900 },
  '& .lead': {
    fontSize: '1.25rem',
    lineHeight: 1.6,
    color: palette.text.secondary,
    maxWidth: 760,
    margin: 0,
  },
  '& button': {
    marginTop: 32,
    height: sizes.headerButtonHeight,
    padding: '0 26px',
    border: 0,
    borderRadius: 14,
    background: palette.primary.main,
    color: palette.primary.contrastText,
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
  },
});

interface PageHeroProps {
  crumbs: Crumb[];
  eyebrow: string;
  heading: string;
  lead: string;
}

/** Hero of service and industry pages: breadcrumbs, the page's h1, a lead and a contact button. */
export function PageHero({ crumbs, eyebrow, heading, lead }: PageHeroProps) {
  const { open, preload } = useContactModal();
  const ref = React.useRef<HTMLButtonElement>(null);
  return (
    <Root>
      <Container>
        <Breadcrumbs crumbs={crumbs} />
        <span className="eyebrow">{eyebrow}</span>
        <h1>{heading}</h1>
        <p className="lead">{lead}</p>
        <button
          ref={ref}
          type="button"
          aria-haspopup="dialog"
          onMouseEnter={preload}
          onFocus={preload}
          onClick={() => open('cta', ref.current)}
        >
          Get a project estimate
        </button>
      </Container>
    </Root>
  );
}
