import Link from '@mui/material/Link';
import { site } from './menu';
import * as css from './Logo.css';
import { green } from '../../theme/tokens';

/** The agency's mark and name, a link to / (rendered at build time, in the header and footer parts). */
export function Logo() {
  return (
    <Link href="/" underline="none" aria-label={`${site.name} home`} className={css.logo}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill={green[700]} />
        <path d="M10 23V9h12v3.2h-8.4v2.6h7v3.1h-7V23z" fill={green[50]} />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}
