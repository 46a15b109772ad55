import { iconButton } from '../../theme/buttons.css';

// The header's icon-control frame, as a link.
export const control = iconButton;
