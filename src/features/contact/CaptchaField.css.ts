import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

export const group = style({ display: 'grid', gap: 6 });
/** The group once a submit found no token: the box turns red. */
export const missing = style({});
export const label = style({ fontWeight: 600, fontSize: '0.95rem' });
export const widget = style({
  justifySelf: 'start',
  minHeight: 78,
  minWidth: 304,
  padding: 2,
  borderRadius: 6,
  border: '2px solid transparent',
  selectors: { [`${missing} &`]: { borderColor: vars.palette.error.main } },
});
const note = { margin: 0, fontSize: '0.875rem' } as const;
export const problem = style({ ...note, color: vars.palette.error.main });
export const unavailable = style({ ...note, color: vars.palette.text.secondary });
