import Button from '@mui/material/Button';
import { sizes } from '../../theme/tokens';

/**
 * The form's submit: a spinner while the request is under way (spec §4 'submitting'), and also
 * while a Send pressed before the app waits for it (the starter marks the button `aria-busy`).
 */
export function SendButton({ sending = false }: { sending?: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disableElevation
      disableRipple
      fullWidth
      disabled={sending}
      aria-busy={sending || undefined}
      sx={{
        height: sizes.formButtonHeight,
        borderRadius: '14px',
        fontSize: '1.05rem',
        fontWeight: 650,
        textTransform: 'none',
        '&.Mui-disabled': {
          cursor: 'progress',
          opacity: 0.8,
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
        },
        '&[aria-busy="true"]::before': {
          content: '""',
          display: 'inline-block',
          width: 16,
          height: 16,
          mr: 1,
          borderRadius: '50%',
          border: '2px solid currentColor',
          borderRightColor: 'transparent',
          animation: 'send-button-spin 700ms linear infinite',
        },
        '@keyframes send-button-spin': { to: { transform: 'rotate(360deg)' } },
      }}
    >
      Send
    </Button>
  );
}
