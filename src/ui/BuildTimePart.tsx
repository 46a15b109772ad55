import * as React from 'react';
import { Static } from '../loading';
import * as css from './BuildTimePart.css';

/**
 * The parts of the shell that MUI renders (src/app/shell-parts.tsx). They have no props and no
 * handlers: what they do is delegated to the elements around them.
 */
export const SHELL_PARTS = ['SkipLink', 'Logo', 'MenuList', 'FooterBody'] as const;
export type ShellParts = Record<(typeof SHELL_PARTS)[number], React.ComponentType>;

/** A set of parts, each made from its name. */
export const makeParts = (make: (name: keyof ShellParts) => React.ComponentType): ShellParts =>
  Object.fromEntries(SHELL_PARTS.map((name) => [name, make(name)])) as ShellParts;

/**
 * The parts, given by the page wrapper: at build time the components themselves, in the browser
 * the same components loaded on demand (src/app/wrap.tsx).
 */
export const ShellPartsContext = React.createContext<ShellParts | null>(null);

/**
 * A link inside is marked as the current page as Gatsby's Link does (aria-current when its href
 * is the path): kept server HTML shows the first page's, so it follows the navigations here.
 */
function useCurrentLink(ref: React.RefObject<HTMLElement | null>, path: string) {
  React.useEffect(() => {
    for (const link of ref.current?.querySelectorAll('a[href^="/"]') ?? []) {
      if (link.getAttribute('href') === path) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [ref, path]);
}

/**
 * A part of the shell rendered at build time only. The layout persists across navigations, so the
 * browser keeps the server's HTML for the whole visit (Static, never remounted) and never renders
 * the part: its code (MUI's Link and Typography, Emotion, the theme) is not in any page's
 * JavaScript. Its links navigate through Static, the current link follows the path, and
 * `onClickCapture` adds what the caller's part does. Without server HTML (`gatsby develop`) the
 * part renders from a chunk of its own.
 */
export function BuildTimePart({
  name,
  path,
  onClickCapture,
  wrapper = 'contents',
}: {
  name: keyof ShellParts;
  path: string;
  onClickCapture?: (event: React.MouseEvent) => void;
  /** `contents`: the wrapper takes no box, the part lays out as if it stood alone. */
  wrapper?: 'contents' | 'block';
}) {
  const Part = React.useContext(ShellPartsContext)?.[name];
  const ref = React.useRef<HTMLDivElement>(null);
  useCurrentLink(ref, path);
  return (
    <Static
      ref={ref}
      className={wrapper === 'contents' ? css.contents : undefined}
      onClickCapture={onClickCapture}
    >
      {Part && (
        <React.Suspense fallback={null}>
          <Part />
        </React.Suspense>
      )}
    </Static>
  );
}
