import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SendNda } from '@fernhill/lead-pipeline/contact/schema';

interface NdaToggleProps {
  value: SendNda;
  disabled: boolean;
  onChange: (value: SendNda) => void;
}

/** 'Send me NDA': a switch that flips between No and Yes (the current value is shown beside it). */
export function NdaToggle({ value, disabled, onChange }: NdaToggleProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <FormControlLabel
        sx={{ marginInline: 0, gap: 1, fontWeight: 600 }}
        labelPlacement="start"
        label="Send me NDA"
        disabled={disabled}
        control={
          <Switch
            checked={value === 'Yes'}
            onChange={(event) => onChange(event.target.checked ? 'Yes' : 'No')}
          />
        }
      />
      {/* The switch already announces on/off; the word is for sighted visitors. */}
      <span aria-hidden="true" style={{ minWidth: '2.5em', fontWeight: 600 }}>
        {value}
      </span>
    </div>
  );
}
