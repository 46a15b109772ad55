import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';

const Figure = styled('figure')({
  margin: 0,
  padding: 'clamp(24px, 4vw, 40px)',
  borderRadius: 24,
  background: palette.background.paper,
  borderLeft: `6px solid ${palette.primary.main}`,
  '& blockquote': { margin: 0, fontSize: '1.25rem', lineHeight: 1.6 },
  '& figcaption': { marginTop: 16, color: palette.text.secondary },
  '& strong': { color: palette.text.primary },
});

export function Quote({ quote, name, position }: { quote: string; name: string; position?: string | null }) {
  return (
    <Figure>
      <blockquote>
        <p>“{quote}”</p>
      </blockquote>
      <figcaption>
        <strong>{name}</strong>
        {position ? `, ${position}` : ''}
      </figcaption>
    </Figure>
  );
}
