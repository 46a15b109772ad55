import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

const space = (n: number) => `calc(${n} * ${vars.spacing})`;
// Readable in both colour schemes.
const colours = { background: '#ffd54f', color: '#1f1300' } as const;

export const banner = style({
  ...colours,
  margin: 0,
  padding: `${space(1)} ${space(2)}`,
  textAlign: 'center',
  borderBottom: `1px solid ${vars.palette.divider}`,
});
export const mark = style({
  ...colours,
  justifySelf: 'start',
  paddingInline: space(1),
  borderRadius: vars.shape.borderRadius,
  fontSize: '0.8rem',
  lineHeight: 1.6,
});
