import { Link } from 'gatsby';
import { CardGrid } from '../common/CardGrid';
import * as css from './ClientLogos.css';

/** Client logos (spec §3: name is the icon path); each links to the case study of its project. */
export function ClientLogos({
  clients,
}: {
  clients: readonly { name: string; label: string; link: string }[];
}) {
  return (
    <CardGrid min={140} gap={16} count={clients.length} aria-label="Clients">
      {clients.map((client) => (
        <li key={client.label}>
          <Link className={css.link} to={client.link} aria-label={`${client.label} case study`}>
            <img
              className={css.logo}
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
    </CardGrid>
  );
}
