import { Link } from 'gatsby';
import { CardGrid } from '../common/CardGrid';
import * as css from './ClientLogos.css';
import { LAZY_IMAGE } from '../../ui/image-loading';

/**
 * The wordmarks of products the studio built (spec §3: name is the icon path), each linking to its
 * case study. They are the studio's own cases, so the wall says so (`label`), rather than "Clients".
 */
export function ClientLogos({
  clients,
  label,
}: {
  clients: readonly { name: string; label: string; link: string }[];
  label: string;
}) {
  return (
    <CardGrid min={140} gap={16} count={clients.length} aria-label={label}>
      {clients.map((client) => (
        <li key={client.label}>
          <Link className={css.link} to={client.link} aria-label={`${client.label} case study`}>
            <img
              className={css.logo}
              src={client.name}
              alt={client.label}
              width={160}
              height={48}
              {...LAZY_IMAGE}
            />
          </Link>
        </li>
      ))}
    </CardGrid>
  );
}
