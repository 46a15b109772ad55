import TextField from '@mui/material/TextField';
import type { ContactFieldName } from '@fernhill/lead-pipeline/contact/schema';

interface ContactTextFieldProps {
  field: ContactFieldName;
  label: string;
  placeholder: string;
  value: string;
  /** Shown under a red border and tied to the input with aria-describedby. */
  error?: string;
  readOnly: boolean;
  onChange: (field: ContactFieldName, value: string) => void;
  multiline?: boolean;
  autoComplete?: string;
  type?: 'text' | 'email';
}

/** A labelled text input: the label stays visible above, the placeholder is only an example. */
export function ContactTextField({
  field,
  label,
  error,
  readOnly,
  onChange,
  multiline,
  ...rest
}: ContactTextFieldProps) {
  return (
    <TextField
      {...rest}
      id={`contact-${field}`}
      name={field}
      label={label}
      required
      fullWidth
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(field, event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly } }}
    />
  );
}
