import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const list = style({ display: 'grid', gap: 12, maxWidth: 860 });
export const entry = style({
  borderRadius: 12,
  border: `1px solid ${vars.palette.divider}`,
  background: vars.palette.background.default,
  padding: '4px 20px',
});
export const question = style({ cursor: 'pointer', fontWeight: 650, padding: '14px 0', fontSize: '1.05rem' });
export const answer = style({ margin: '0 0 16px', color: vars.palette.text.secondary, lineHeight: 1.7 });
