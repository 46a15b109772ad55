import { style } from '@vanilla-extract/css';
import { iconButton } from '../../theme/buttons.css';

/**
 * The header's icon-control frame, as a link. On a screen under 19.5 em (a 390 px phone with a
 * 32 px default font; a 320 px phone at 16 px still shows it) the bar has no room for it, and it
 * would push the page wider than the screen: /search stays a page of its own there.
 */
export const control = style([iconButton, { '@media': { '(max-width: 19.5em)': { display: 'none' } } }]);
