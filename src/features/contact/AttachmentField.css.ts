import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme/css';

export const field = style({ display: 'grid', gap: 6 });
/** The field while its file cannot be sent. */
export const invalid = style({});
export const row = style({ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 });

export const picker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  minWidth: 0,
  padding: '0 16px',
  borderRadius: 10,
  border: `1px dashed ${vars.palette.control.border}`,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.palette.primary.main },
    '&:has(input:focus-visible)': focusRing,
    [`${invalid} &`]: { borderColor: vars.palette.error.main, borderStyle: 'solid' },
  },
});
export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const input = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });

export const remove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: vars.palette.text.secondary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.palette.action.hover } },
});

const note = { margin: 0, fontSize: '0.875rem' } as const;
export const hint = style({ ...note, color: vars.palette.text.secondary });
export const problem = style({ ...note, color: vars.palette.error.main });
