import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { FILTERS_ATTRIBUTE, KEEP_ATTRIBUTE } from '../../loading/markers';

const Label = styled('label')({
  display: 'grid',
  gap: 6,
  fontWeight: 600,
  fontSize: '0.9rem',
  '& select': {
    minWidth: 200,
    height: 48,
    padding: '0 12px',
    borderRadius: 12,
    // A form field's edge: ≥ 3:1 on the page in both schemes (WCAG 1.4.11), unlike a divider.
    border: `1px solid ${palette.control.border}`,
    background: palette.background.default,
    color: palette.text.primary,
    font: 'inherit',
    fontWeight: 500,
  },
});

interface FilterSelectProps {
  /** The field's name: the URL key, and how a choice made before the app ran is found again. */
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  allLabel: string;
  /** The id of the list this select filters: it is filtered before the app runs too. */
  filters?: string;
  onChange: (value: string | undefined) => void;
}

/** A native select: accessible and light, no menu component in the list pages' bundle. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  allLabel,
  filters,
  onChange,
}: FilterSelectProps) {
  return (
    <Label>
      {label}
      <select
        name={name}
        {...{ [KEEP_ATTRIBUTE]: '', [FILTERS_ATTRIBUTE]: filters }}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Label>
  );
}
