import type { SxProps, Theme } from '@mui/material/styles';
import { mq, sizes } from '../../theme/tokens';
import { ContactButton } from './ContactButton';

const buttonSx: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  height: sizes.headerButtonHeight,
  padding: '0 22px',
  border: 0,
  borderRadius: '14px',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  font: 'inherit',
  fontWeight: 650,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'primary.dark' },
  [mq.down('sm')]: { padding: '0 14px', fontSize: '0.9rem' },
};

/** The header's 'Get in touch' (52 px high, spec §9). */
export function GetInTouchButton() {
  return (
    <ContactButton origin="header" sx={buttonSx}>
      Get in touch
    </ContactButton>
  );
}
