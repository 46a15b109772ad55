import Link from '@mui/material/Link';
import { SocialIcon } from '../../../ui/icons';
import { site } from '../../navigation/menu';
import * as css from './SocialLinks.css';

export function SocialLinks() {
  return (
    <ul aria-label="Social media" className={css.list}>
      {site.social.map((link) => (
        <li key={link.name}>
          <Link
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} (opens in a new tab)`}
          >
            <SocialIcon name={link.icon} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
