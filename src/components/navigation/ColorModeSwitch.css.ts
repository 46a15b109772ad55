import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/css';
import { COLOR_MODES } from '../../theme/color-scheme';

export const colorModeSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  border: `1px solid ${vars.palette.divider}`,
  borderRadius: 12,
  background: 'none',
  color: vars.palette.text.primary,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});

// One icon per mode, the one for data-mode shown: the starter can switch it before the app.
globalStyle(`${colorModeSwitch} svg`, { display: 'none' });
for (const mode of COLOR_MODES) {
  globalStyle(`${colorModeSwitch}[data-mode="${mode}"] .${mode}`, { display: 'block' });
}
