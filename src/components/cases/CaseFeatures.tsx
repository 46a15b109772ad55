import { Picture, type PictureFile } from '../common/Picture';
import styled from '@emotion/styled';
import { palette, mq, typography } from '../../theme/tokens';
import { Section } from '../common/Section';

const List = styled('ol')({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 48,
  '& li': { display: 'grid', gap: 24, alignItems: 'center' },
  [mq.up('md')]: {
    '& li': { gridTemplateColumns: '1fr 1fr', gap: 48 },
    '& li:nth-of-type(even) .media': { order: 2 },
  },
  '& h3': { ...typography.h3, fontSize: '1.5rem', margin: '0 0 8px' },
  '& p': { margin: 0, color: palette.text.secondary, fontSize: '1.075rem', lineHeight: 1.7 },
  '& .media': { borderRadius: 20, overflow: 'hidden', border: `1px solid ${palette.divider}` },
});

interface Feature {
  title: string;
  text: string;
  imageAlt: string;
  image: PictureFile;
}

export function CaseFeatures({ features }: { features: readonly Feature[] }) {
  return (
    <Section title="Key features" id="features">
      <List>
        {features.map((feature) => {
          return (
            <li key={feature.title}>
              <div className="media">
                <Picture file={feature.image} alt={feature.imageAlt} />
              </div>
              <div>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </div>
            </li>
          );
        })}
      </List>
    </Section>
  );
}
