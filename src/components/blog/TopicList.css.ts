import { style } from '@vanilla-extract/css';
import { up } from '../../theme/css';

// The page ends with the list: room before the footer, as a section's.
export const body = style({ paddingBottom: 56, '@media': { [up('md')]: { paddingBottom: 80 } } });
