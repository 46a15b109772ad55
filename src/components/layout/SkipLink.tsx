import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';

const skipSx: SxProps<Theme> = {
  position: 'absolute',
  left: 8,
  top: 8,
  zIndex: 2000,
  padding: '8px 16px',
  borderRadius: '8px',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontWeight: 600,
  // Moved out by its own height, whatever the visitor's font size makes it.
  transform: 'translateY(calc(-100% - 16px))',
  '&:focus': { transform: 'none' },
};

/** First focusable element: keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <Link href="#main" sx={skipSx}>
      Skip to content
    </Link>
  );
}
