import type * as React from 'react';
import * as css from './Logo.css';

/**
 * Spec §2: on / the logo scrolls to the top; elsewhere it navigates to / (as any link in a part).
 * A click handler of the part around a logo, in the capture phase, before the part's navigation.
 */
export function scrollToTopOnHome(event: React.MouseEvent, path: string) {
  if (path !== '/' || !(event.target as Element).closest?.(`a.${css.logo}`)) return;
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
}
