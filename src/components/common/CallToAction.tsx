import styled from '@emotion/styled';
import { shrinkableItems, typography, sizes } from '../../theme/tokens';
import { Container } from '../layout/Container';
import { ContactButton } from '../../features/contact/ContactButton';

const Band = styled('section')({
  paddingBlock: 64,
  '& .card': {
    ...shrinkableItems,
    borderRadius: 24,
    padding: 'clamp(28px, 5vw, 56px)',
    background: `linear-gradient(135deg, #064e3b 0%, #047857 100%)`,
    color: '#ffffff',
    display: 'grid',
    gap: 16,
    justifyItems: 'start',
  },
  '& h2': { ...typography.h2, margin: 0, color: '#ffffff' },
  '& p': { margin: 0, fontSize: '1.125rem', maxWidth: 640, color: '#ecfdf5' },
  '& button': {
    marginTop: 8,
    height: sizes.headerButtonHeight,
    padding: '0 26px',
    border: 0,
    borderRadius: 14,
    background: '#ffffff',
    color: '#064e3b',
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
  },
});

/** Closing call to action of a page; the button opens the contact form. */
export function CallToAction({ heading, text }: { heading: string; text: string }) {
  return (
    <Band aria-label={heading}>
      <Container>
        <div className="card">
          <h2>{heading}</h2>
          <p>{text}</p>
          <ContactButton origin="cta">Tell us about your project</ContactButton>
        </div>
      </Container>
    </Band>
  );
}
