import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import type { ContactPerson } from './contact-person';

const Card = styled('figure')({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: '8px 16px',
  '& img': {
    gridRow: 1,
    width: 72,
    height: 72,
    borderRadius: '50%',
    objectFit: 'cover',
    background: palette.grey[200],
  },
  '& .name': { display: 'block', fontWeight: 700, fontSize: '1.05rem' },
  '& .position': { display: 'block', color: palette.text.secondary, fontSize: '0.95rem' },
  // HTML wants the figcaption first or last: it comes last in the source, beside the picture on screen.
  '& figcaption': { gridRow: 1, gridColumn: 2 },
  '& blockquote': { gridRow: 2, gridColumn: '1 / -1', margin: '8px 0 0', lineHeight: 1.55 },
});

interface ContactPersonCardProps {
  person: ContactPerson;
  /** The promise under the name; the home block and the modal word it differently. */
  message: string;
}

/** Picture, name, position and a short message. Plain elements: it also ships with the home page. */
export function ContactPersonCard({ person, message }: ContactPersonCardProps) {
  return (
    <Card>
      <img src={person.picture} alt="" width={72} height={72} loading="lazy" decoding="async" />
      <blockquote>{message}</blockquote>
      <figcaption>
        <span className="name">{person.name}</span>
        <span className="position">{person.position}</span>
      </figcaption>
    </Card>
  );
}
