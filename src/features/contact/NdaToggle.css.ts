import { globalStyle, style } from '@vanilla-extract/css';

export const toggle = style({ display: 'flex', alignItems: 'center', gap: 4 });
// `&&`: above the one class of MUI's FormControlLabel, which sets its own margins.
export const label = style({ selectors: { '&&': { marginInline: 0, gap: 8, fontWeight: 600 } } });
export const word = style({ minWidth: '2.5em', fontWeight: 600 });
export const no = style({});
export const yes = style({ display: 'none' });
// The word follows the checkbox, with no state to fall out of step.
globalStyle(`${toggle}:has(input:checked) ${no}`, { display: 'none' });
globalStyle(`${toggle}:has(input:checked) ${yes}`, { display: 'inline' });
