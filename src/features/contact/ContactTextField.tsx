import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ContactFieldName } from '@fernhill/lead-pipeline/contact/schema';
import * as css from './ContactTextField.css';

/** A field's wording: the label stays visible above, the placeholder is only an example (spec §2). */
export interface ContactFieldText {
  field: ContactFieldName;
  label: string;
  placeholder: string;
  autoComplete?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
}

/** The three text fields, in order. */
export const CONTACT_TEXT_FIELDS: readonly ContactFieldText[] = [
  { field: 'name', label: 'Your name', placeholder: 'Name', autoComplete: 'name' },
  { field: 'email', label: 'Your email', placeholder: 'Email', autoComplete: 'email', type: 'email' },
  { field: 'message', label: 'Your project', placeholder: 'Describe your project...', multiline: true },
];

type ContactTextFieldProps = ContactFieldText & {
  /** Shown under a red border and tied to the input with aria-describedby. */
  error?: string;
  readOnly?: boolean;
  /** The visitor typed in it (its red border clears). */
  onEdit?: (field: ContactFieldName) => void;
};

/**
 * A labelled MUI input, uncontrolled: the browser holds what is typed from the first paint on, and
 * the app, when it arrives, hydrates the same input without touching its value, focus or caret.
 * The message is a native `<textarea rows>` (`inputComponent`): MUI's own multiline is its
 * TextareaAutosize even with a fixed `rows`, which measures itself with a hidden twin, and measured
 * in a closed dialog (width 0) it set 6 px, so the form jumped 86 px when the dialog opened, or
 * reopened, after the app had started (a helper's find).
 */
export function ContactTextField({
  field,
  label,
  placeholder,
  autoComplete,
  type = 'text',
  multiline,
  error,
  readOnly,
  onEdit,
}: ContactTextFieldProps) {
  const id = `contact-${field}`;
  return (
    <FormControl error={Boolean(error)} required fullWidth>
      <FormLabel htmlFor={id} required={false} className={css.label}>
        {label}
      </FormLabel>
      <OutlinedInput
        id={id}
        name={field}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        readOnly={readOnly}
        multiline={multiline}
        inputComponent={multiline ? 'textarea' : undefined}
        rows={multiline ? 4 : undefined}
        onInput={() => onEdit?.(field)}
        // A textarea has no type (InputBase gives every input one).
        inputProps={{
          'aria-describedby': error ? `${id}-error` : undefined,
          ...(multiline && { type: undefined }),
        }}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
