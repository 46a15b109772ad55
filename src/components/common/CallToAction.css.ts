import { style } from '@vanilla-extract/css';
import { brand, shrinkableItems, sizes, typography } from '../../theme/css';

// The band keeps its own deep green and white in both schemes.
export const band = style({ paddingBlock: 64 });
export const card = style({
  borderRadius: 24,
  padding: 'clamp(28px, 5vw, 56px)',
  background: `linear-gradient(135deg, ${brand.green[900]} 0%, ${brand.green[700]} 100%)`,
  color: brand.white,
  display: 'grid',
  gap: 16,
  justifyItems: 'start',
});
shrinkableItems(card);
export const heading = style({ ...typography.h2, margin: 0, color: brand.white });
export const text = style({ margin: 0, fontSize: '1.125rem', maxWidth: 640, color: brand.green[50] });
export const button = style({
  marginTop: 8,
  height: sizes.headerButtonHeight,
  padding: '0 26px',
  border: 0,
  borderRadius: 14,
  background: brand.white,
  color: brand.green[900],
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});
