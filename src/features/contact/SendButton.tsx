import styled from '@emotion/styled';
import { palette, sizes } from '../../theme/tokens';

const Button = styled('button')({
  width: '100%',
  height: sizes.formButtonHeight,
  border: 0,
  borderRadius: 14,
  background: palette.primary.main,
  color: palette.primary.contrastText,
  font: 'inherit',
  fontSize: '1.05rem',
  fontWeight: 650,
  cursor: 'pointer',
  '&:hover': { background: palette.primary.dark },
  '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 3 },
  '&:disabled': { cursor: 'progress', opacity: 0.8 },
  // Busy: sending, or (before the app) a Send kept for the app, which the starter marks.
  '&[aria-busy="true"]::before': {
    content: '""',
    display: 'inline-block',
    width: 16,
    height: 16,
    marginRight: 8,
    verticalAlign: '-2px',
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: 'send-button-spin 700ms linear infinite',
  },
  '@keyframes send-button-spin': { to: { transform: 'rotate(360deg)' } },
});

/** The form's submit: a spinner while the request is under way (spec §4 'submitting'). */
export function SendButton({ sending = false }: { sending?: boolean }) {
  return (
    <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
      Send
    </Button>
  );
}
