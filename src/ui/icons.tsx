import * as React from 'react';

type IconProps = Omit<React.SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  size?: number;
};

/**
 * Inline icons (one path each) instead of an icon library in the always-loaded shell. The path is
 * the svg's markup, not a React element: React neither hydrates nor compares it (one node less per
 * icon, on every page). `d` is only ever one of the constants below.
 */
function icon(d: string, viewBox = '0 0 24 24') {
  const markup = { __html: `<path d="${d}"></path>` };
  return function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox={viewBox}
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...rest}
        dangerouslySetInnerHTML={markup}
      />
    );
  };
}

export const ChevronDown = icon('M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z');
export const ChevronRight = icon('M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z');
export const SearchIcon = icon(
  'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
);
export const MenuIcon = icon('M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z');
export const CloseIcon = icon(
  'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z',
);
export const SunIcon = icon(
  'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0-5 1 3h-2zm0 20-1-3h2zM2 12l3-1v2zm20 0-3 1v-2zM4.9 4.9l2.8 1.4-1.4 1.4zm14.2 14.2-2.8-1.4 1.4-1.4zM4.9 19.1l1.4-2.8 1.4 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4z',
);
export const MoonIcon = icon('M20 15.3A8.5 8.5 0 0 1 8.7 4a8.5 8.5 0 1 0 11.3 11.3z');
export const SystemIcon = icon('M3 4h18v12H3zm2 2v8h14V6zm3 12h8v2H8z');
export const MailIcon = icon('M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm14 2.9-7 4.5-7-4.5V17h14z');
export const PhoneIcon = icon(
  'M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
);
export const CopyIcon = icon('M8 3h11v14h-2V5H8zM4 7h11v14H4zm2 2v10h7V9z');
/** The rating star, drawn by FiveStars (24 × 24). */
export const STAR_PATH = 'm12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6-4.9-4.6 6.6-.8z';
export const WhatsAppIcon = icon(
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2s.2-1.1.1-1.2z',
);
const social: Record<string, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4z',
  dribbble:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.6 4.6a8.5 8.5 0 0 1 1.9 5.3c-2.8-.6-5.3-.5-7.4.1l-.7-1.6c2.5-1 4.7-2.3 6.2-3.8zM12 3.5c2 0 3.9.7 5.4 1.9-1.4 1.4-3.4 2.6-5.7 3.5A32 32 0 0 0 8.5 4.2 8.5 8.5 0 0 1 12 3.5zM6.9 5a30 30 0 0 1 3.3 4.5c-2.7.8-5.6 1.2-6.6 1.2A8.5 8.5 0 0 1 6.9 5zm-3.4 7v-.2c1.3 0 4.6-.3 7.5-1.2l.7 1.5c-3.4 1.1-5.9 3.4-7.2 5.6A8.5 8.5 0 0 1 3.5 12zm8.5 8.5c-1.9 0-3.7-.6-5.1-1.7 1.1-2 3.4-4 6.6-5.1 1 2.7 1.6 5.3 1.8 6.2-1 .4-2.1.6-3.3.6zm4.8-1.5a38 38 0 0 0-1.7-5.8c1.9-.4 4-.4 6.2.1a8.5 8.5 0 0 1-4.5 5.7z',
  behance:
    'M8.2 11.3c.8-.4 1.3-1.1 1.3-2.1C9.5 7 7.9 6 5.9 6H1v12h5.1c2.2 0 4.2-1 4.2-3.5 0-1.5-.8-2.7-2.1-3.2zM3.3 8h2.2c.8 0 1.6.2 1.6 1.2s-.6 1.3-1.5 1.3H3.3zm2.4 8H3.3v-3.3h2.5c1 0 1.7.4 1.7 1.6S6.7 16 5.7 16zM22.8 13.4c0-2.7-1.6-4.9-4.4-4.9s-4.6 2.1-4.6 4.8c0 2.8 1.7 4.7 4.6 4.7 2.2 0 3.6-1 4.3-3.1h-2.2c-.2.7-1.1 1.1-2 1.1-1.4 0-2.1-.8-2.1-2.2h6.4zm-6.4-1.2c.1-1.1.8-1.8 1.9-1.8s1.7.6 1.8 1.8zM15 6.8h5.4v1.3H15z',
  github:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7c-.1-.3-.5-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
};
const socialIcons = Object.fromEntries(Object.entries(social).map(([name, d]) => [name, icon(d)]));

export function SocialIcon({ name, ...rest }: IconProps & { name: string }) {
  const Icon = socialIcons[name] ?? socialIcons.github!;
  return <Icon {...rest} />;
}
