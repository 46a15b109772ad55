import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { Section } from './Section';

const List = styled('div')({
  display: 'grid',
  gap: 12,
  maxWidth: 860,
  '& details': {
    borderRadius: 12,
    border: `1px solid ${palette.divider}`,
    background: palette.background.default,
    padding: '4px 20px',
  },
  '& summary': { cursor: 'pointer', fontWeight: 650, padding: '14px 0', fontSize: '1.05rem' },
  '& details p': { margin: '0 0 16px', color: palette.text.secondary, lineHeight: 1.7 },
});

/** FAQ as native disclosure widgets: accessible and interactive without any JavaScript. */
export function Faq({ entries }: { entries: readonly { question: string; answer: string }[] }) {
  return (
    <Section title="Frequently asked questions" id="faq" tinted>
      <List>
        {entries.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </List>
    </Section>
  );
}
