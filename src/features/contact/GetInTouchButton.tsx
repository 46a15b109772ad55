import styled from '@emotion/styled';
import { palette, mq, sizes } from '../../theme/tokens';
import { ContactButton } from './ContactButton';

const Button = styled(ContactButton)({
  display: 'inline-flex',
  alignItems: 'center',
  height: sizes.headerButtonHeight,
  padding: '0 22px',
  border: 0,
  borderRadius: 14,
  background: palette.primary.main,
  color: palette.primary.contrastText,
  font: 'inherit',
  fontWeight: 650,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { background: palette.primary.dark },
  [mq.down('sm')]: { padding: '0 14px', fontSize: '0.9rem' },
});

/** The header's 'Get in touch' (52 px high, spec §9). */
export function GetInTouchButton() {
  return <Button origin="header">Get in touch</Button>;
}
