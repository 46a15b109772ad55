import { Link } from 'gatsby';
import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import { CardGrid } from '../common/CardGrid';

const List = styled(CardGrid)({
  '& a': {
    display: 'grid',
    placeItems: 'center',
    height: 88,
    borderRadius: 16,
    border: `1px solid ${palette.divider}`,
    background: '#ffffff',
  },
  '& img': { maxHeight: 44, width: 'auto' },
});

/** Client logos (spec §3: name is the icon path); each links to the case study of its project. */
export function ClientLogos({
  clients,
}: {
  clients: readonly { name: string; label: string; link: string }[];
}) {
  return (
    <List min={140} gap={16} count={clients.length} aria-label="Clients">
      {clients.map((client) => (
        <li key={client.label}>
          <Link to={client.link} aria-label={`${client.label} case study`}>
            <img
              src={client.name}
              alt={client.label}
              width={160}
              height={48}
              loading="lazy"
              decoding="async"
            />
          </Link>
        </li>
      ))}
    </List>
  );
}
