import Button from '@mui/material/Button';
import { primaryButton } from '../../theme/buttons.css';

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
      className={primaryButton.form}
    >
      Send
    </Button>
  );
}
