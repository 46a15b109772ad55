import { globalStyle, style } from '@vanilla-extract/css';
import { COLOR_MODES } from '../../theme/color-scheme';
import { iconButton } from '../../theme/buttons.css';

export const colorModeSwitch = style([
  iconButton,
  {
    background: 'none',
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
  },
]);

// One icon per mode, the one for data-mode shown: the starter can switch it before the app.
globalStyle(`${colorModeSwitch} svg`, { display: 'none' });
for (const mode of COLOR_MODES) {
  globalStyle(`${colorModeSwitch}[data-mode="${mode}"] .${mode}`, { display: 'block' });
}
