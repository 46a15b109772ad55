import { Section } from '../common/Section';
import * as css from './CaseResults.css';

/** Outcome metrics (value first visually, but the label is the term for screen readers). */
export function CaseResults({ results }: { results: readonly { value: string; label: string }[] }) {
  return (
    <Section title="Results" id="results" tinted>
      <dl className={css.metrics}>
        {results.map((r) => (
          <div key={r.label} className={css.metric}>
            <dt className={css.label}>{r.label}</dt>
            <dd className={css.value}>{r.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
