import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';

// The filters' own buttons (Clear filters, Show all case studies): the select's height and corners.
export const button = style({
  height: 48,
  padding: '0 16px',
  borderRadius: 12,
  border: `1px solid ${vars.palette.divider}`,
  background: 'none',
  color: vars.palette.text.primary,
  font: 'inherit',
  cursor: 'pointer',
});
export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 16, marginBottom: 32 });
export const count = style({ color: vars.palette.text.secondary, paddingBottom: 12 });

// Hand-written: a list and the sentence shown, by CSS alone, when none of its items is visible
// (before the app the starter hides items; after it React renders only those that match).
export const results = style({});
export const empty = style({
  display: 'none',
  color: vars.palette.text.secondary,
  fontSize: '1.1rem',
  selectors: { [`${results}:not(:has(li:not([hidden]))) &`]: { display: 'block' } },
});
export const emptyButton = style([button, { display: 'block', marginTop: 16 }]);
