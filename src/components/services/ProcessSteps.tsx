import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';

const Steps = styled('ol')({
  counterReset: 'step',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  '& li': {
    counterIncrement: 'step',
    display: 'grid',
    gridTemplateColumns: '48px 1fr',
    gap: 16,
    padding: 20,
    borderRadius: 16,
    background: palette.background.default,
    border: `1px solid ${palette.divider}`,
  },
  '& li::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    width: 48,
    height: 48,
    borderRadius: 12,
    background: palette.primary.main,
    color: palette.primary.contrastText,
    fontWeight: 800,
    fontSize: '1.25rem',
  },
  '& h3': { ...typography.h3, margin: '0 0 4px' },
  '& p': { margin: 0, color: palette.text.secondary, lineHeight: 1.65 },
});

/** How the engagement runs, numbered in order. */
export function ProcessSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <Steps>
      {steps.map((step) => (
        <li key={step.title}>
          <div>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </Steps>
  );
}
