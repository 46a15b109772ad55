import * as React from 'react';
import Link from '@mui/material/Link';
import { site } from './menu';
import * as css from './Logo.css';

/** Spec §2: on / the logo scrolls to the top; elsewhere it navigates to /. */
export function Logo({ path }: { path: string }) {
  const onClick = (event: React.MouseEvent) => {
    if (path !== '/') return;
    event.preventDefault();
    // Sections below the first screen (content-visibility: auto) change height under the
    // animation and can stop it short of the top: where it ends early, the rest is instant.
    window.addEventListener(
      'scrollend',
      () => window.scrollY !== 0 && window.scrollTo({ top: 0, behavior: 'instant' }),
      { once: true },
    );
    // `auto` follows the page's scroll-behavior: smooth, or instant with reduced motion (the
    // baseline stylesheet says which, once).
    window.scrollTo({ top: 0, behavior: 'auto' });
  };
  return (
    <Link href="/" underline="none" onClick={onClick} aria-label={`${site.name} home`} className={css.logo}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#047857" />
        <path d="M10 23V9h12v3.2h-8.4v2.6h7v3.1h-7V23z" fill="#ecfdf5" />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}
