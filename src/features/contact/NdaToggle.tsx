import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

/**
 * 'Send me NDA': a switch that flips between No and Yes (spec §2). The checkbox holds the choice
 * itself (read with the form as `sendNDA=Yes`), so a flip made before the app is kept; the word
 * beside it follows the checkbox through CSS, with no state to fall out of step.
 */
export function NdaToggle({ disabled }: { disabled: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        '& .word': { minWidth: '2.5em', fontWeight: 600 },
        '& .yes, &:has(input:checked) .no': { display: 'none' },
        '&:has(input:checked) .yes': { display: 'inline' },
      }}
    >
      <FormControlLabel
        sx={{ marginInline: 0, gap: 1, fontWeight: 600 }}
        labelPlacement="start"
        label="Send me NDA"
        disabled={disabled}
        control={<Switch name="sendNDA" value="Yes" />}
      />
      {/* The switch already announces on/off; the word is for sighted visitors. */}
      <span aria-hidden="true" className="word">
        <span className="no">No</span>
        <span className="yes">Yes</span>
      </span>
    </Box>
  );
}
