import * as React from 'react';
import { SiteTheme } from '../theme/SiteTheme';
import { SkipLink } from '../components/layout/SkipLink';
import { Logo } from '../components/navigation/Logo';
import { MenuList } from '../components/navigation/MenuList';
import { FooterBody } from '../components/layout/footer/FooterBody';
import { makeParts, type ShellParts } from '../ui/BuildTimePart';

const components: ShellParts = { SkipLink, Logo, MenuList, FooterBody };

/**
 * The shell's MUI components, each with MUI's theme: rendered into every page at build time
 * (gatsby-ssr), and in the browser only where a page has no server HTML (browser-parts.tsx).
 */
export const shellParts = makeParts((name) => {
  const Part = components[name];
  return function Themed() {
    return (
      <SiteTheme>
        <Part />
      </SiteTheme>
    );
  };
});
