import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';

const Anchor = styled('a')({
  position: 'absolute',
  left: 8,
  top: 8,
  // Moved out by its own height, whatever the visitor's font size makes it.
  transform: 'translateY(calc(-100% - 16px))',
  zIndex: 2000,
  padding: '8px 16px',
  borderRadius: 8,
  background: palette.primary.main,
  color: palette.primary.contrastText,
  fontWeight: 600,
  '&:focus': { transform: 'none' },
});

/** First focusable element: keyboard users jump past the navigation. */
export function SkipLink() {
  return <Anchor href="#main">Skip to content</Anchor>;
}
