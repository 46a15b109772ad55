import styled from '@emotion/styled';
import type { ContactFieldName } from '@fernhill/lead-pipeline/contact/schema';
import { palette } from '../../theme/tokens';

const Field = styled('div')({
  display: 'grid',
  gap: 6,
  '& label': { fontWeight: 600, fontSize: '0.95rem' },
  '& input, & textarea': {
    width: '100%',
    boxSizing: 'border-box',
    padding: '14px 14px',
    border: `1px solid ${palette.grey[400]}`,
    borderRadius: 12,
    background: palette.background.paper,
    color: palette.text.primary,
    font: 'inherit',
    '&:hover': { borderColor: palette.text.primary },
    '&:focus': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -1 },
    '&[aria-invalid="true"]': { borderColor: palette.error.main },
  },
  '& textarea': { minHeight: '7.5em', resize: 'vertical' },
  '& .error': { margin: 0, color: palette.error.main, fontSize: '0.85rem' },
});

/** A field's wording: the label stays visible above, the placeholder is only an example (spec §2). */
export interface ContactFieldText {
  field: ContactFieldName;
  label: string;
  placeholder: string;
  autoComplete?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
}

/** The three text fields, in order: the dialog before the app and the app's form both render these. */
export const CONTACT_TEXT_FIELDS: readonly ContactFieldText[] = [
  { field: 'name', label: 'Your name', placeholder: 'Name', autoComplete: 'name' },
  { field: 'email', label: 'Your email', placeholder: 'Email', autoComplete: 'email', type: 'email' },
  { field: 'message', label: 'Your project', placeholder: 'Describe your project...', multiline: true },
];

type ContactTextFieldProps = ContactFieldText & {
  /** Shown under a red border and tied to the input with aria-describedby. */
  error?: string;
  readOnly?: boolean;
} & (
    | { value: string; onChange: (field: ContactFieldName, value: string) => void }
    // Before the app: the browser keeps what is typed, and the app starts from it.
    | { value?: undefined; onChange?: undefined }
  );

/**
 * A native labelled input (or textarea): it works and keeps its text before any script, and is
 * light enough to ship in every page's HTML inside the contact dialog.
 */
export function ContactTextField({
  field,
  label,
  error,
  readOnly,
  onChange,
  value,
  multiline,
  type = 'text',
  ...rest
}: ContactTextFieldProps) {
  const id = `contact-${field}`;
  const control = {
    ...rest,
    id,
    name: field,
    required: true,
    readOnly,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
    ...(onChange
      ? {
          value,
          onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
        }
      : {}),
  };
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...control} /> : <input type={type} {...control} />}
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </Field>
  );
}
