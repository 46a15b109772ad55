import { style } from '@vanilla-extract/css';
import { shrinkableItems, sizes, typography } from '../../theme/css';

// The band keeps its own deep green and white in both schemes.
export const band = style({ paddingBlock: 64 });
export const card = style({
  borderRadius: 24,
  padding: 'clamp(28px, 5vw, 56px)',
  background: `linear-gradient(135deg, #064e3b 0%, #047857 100%)`,
  color: '#ffffff',
  display: 'grid',
  gap: 16,
  justifyItems: 'start',
});
shrinkableItems(card);
export const heading = style({ ...typography.h2, margin: 0, color: '#ffffff' });
export const text = style({ margin: 0, fontSize: '1.125rem', maxWidth: 640, color: '#ecfdf5' });
export const button = style({
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
});
