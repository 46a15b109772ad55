import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const nav = style({
  padding: 20,
  borderRadius: 16,
  border: `1px solid ${vars.palette.divider}`,
  background: vars.palette.background.paper,
  marginBottom: 32,
  maxWidth: 760,
});
export const heading = style({
  fontSize: '1rem',
  margin: '0 0 8px',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
// The list is remark's HTML, without classes of ours.
globalStyle(`${nav} ul`, { margin: 0, paddingLeft: 20 });
globalStyle(`${nav} li`, { margin: '6px 0' });
globalStyle(`${nav} a`, { color: vars.palette.primary.main });
