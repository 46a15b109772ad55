import * as React from 'react';
import styled from '@emotion/styled';
import { palette, mq, sizes } from '../../theme/tokens';
import { useContactModal } from './ContactModalProvider';

const Button = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: sizes.headerButtonHeight,
  padding: '0 22px',
  border: 0,
  borderRadius: 14,
  background: palette.primary.main,
  color: palette.primary.contrastText,
  font: 'inherit',
  fontWeight: 650,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { background: palette.primary.dark },
  [mq.down('sm')]: { padding: '0 14px', fontSize: '0.9rem' },
  '& .spinner': {
    width: 16,
    height: 16,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: 'spin 700ms linear infinite',
  },
  '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
});

/** The header's 'Get in touch': opens the contact modal (spinner while its code loads). */
export function GetInTouchButton() {
  const { open, preload, pending } = useContactModal();
  const ref = React.useRef<HTMLButtonElement>(null);
  return (
    <Button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-busy={pending || undefined}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={() => open('header', ref.current)}
    >
      {pending && <span className="spinner" aria-hidden="true" />}
      Get in touch
    </Button>
  );
}
