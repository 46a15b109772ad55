import { KEEP_ATTRIBUTE } from '../../loading';
import { FILTERS_ATTRIBUTE } from './filter-match';
import * as css from './FilterSelect.css';

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
    <label className={css.label}>
      {label}
      <select
        name={name}
        className={css.select}
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
    </label>
  );
}
