import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { Section } from '../common/Section';

const Metrics = styled('dl')({
  display: 'grid',
  gap: 20,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  '& div': {
    padding: 24,
    borderRadius: 20,
    background: palette.background.default,
    border: `1px solid ${palette.divider}`,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: 6,
  },
  '& dd': { margin: 0, fontSize: '2.5rem', fontWeight: 800, color: palette.primary.main, lineHeight: 1.1 },
  '& dt': { color: palette.text.secondary },
});

/** Outcome metrics (value first visually, but the label is the term for screen readers). */
export function CaseResults({ results }: { results: readonly { value: string; label: string }[] }) {
  return (
    <Section title="Results" id="results" tinted>
      <Metrics>
        {results.map((r) => (
          <div key={r.label}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </Metrics>
    </Section>
  );
}
