import styled from '@emotion/styled';
import { palette, typography } from '../../theme/tokens';
import { CardGrid } from './CardGrid';

const Grid = styled(CardGrid)({
  '& li': {
    padding: 24,
    borderRadius: 20,
    border: `1px solid ${palette.divider}`,
    background: palette.background.default,
  },
  '& h3': { ...typography.h3, margin: '0 0 8px' },
  '& p': { margin: 0, color: palette.text.secondary, lineHeight: 1.65 },
});

/** Cards of title + text (what we do, problems we solve). */
export function TitledTextGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <Grid min={260} gap={20} count={items.length}>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </Grid>
  );
}
