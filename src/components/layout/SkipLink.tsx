import Link from '@mui/material/Link';
import { skip } from './SkipLink.css';

/** First focusable element: keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <Link href="#main" className={skip}>
      Skip to content
    </Link>
  );
}
