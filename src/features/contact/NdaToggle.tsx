import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import * as css from './NdaToggle.css';

/**
 * 'Send me NDA': a switch that flips between No and Yes (spec §2). The checkbox holds the choice
 * itself (read with the form as `sendNDA=Yes`), so a flip made before the app is kept; the word
 * beside it follows the checkbox through CSS, with no state to fall out of step.
 */
export function NdaToggle({ disabled }: { disabled: boolean }) {
  return (
    <div className={css.toggle}>
      <FormControlLabel
        className={css.label}
        labelPlacement="start"
        label="Send me NDA"
        disabled={disabled}
        control={<Switch name="sendNDA" value="Yes" />}
      />
      {/* The switch already announces on/off; the word is for sighted visitors. */}
      <span aria-hidden="true" className={css.word}>
        <span className={css.no}>No</span>
        <span className={css.yes}>Yes</span>
      </span>
    </div>
  );
}
