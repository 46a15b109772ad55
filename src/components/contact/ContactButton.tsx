import * as React from 'react';
import styled from '@emotion/styled';
import { useContactModal, type ContactOrigin } from './ContactModalProvider';
import { REPLAY_ATTRIBUTE } from '../../loading/markers';

const Spinner = styled('span')({
  display: 'inline-block',
  width: 16,
  height: 16,
  marginRight: 8,
  verticalAlign: '-2px',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: 'contact-button-spin 700ms linear infinite',
  '@keyframes contact-button-spin': { to: { transform: 'rotate(360deg)' } },
});

interface ContactButtonProps {
  origin: ContactOrigin;
  className?: string;
  children: React.ReactNode;
}

/**
 * Every button that opens the contact modal: its code starts loading on hover or focus, the
 * click opens it (focus returns here on close), and a spinner shows while it loads (spec §4).
 * A tap before the app ran is kept and replayed once it has (data-replay, loading/replay.ts).
 * Callers style it through `className` or their own `& button` rules.
 */
export function ContactButton({ origin, className, children }: ContactButtonProps) {
  const { open, preload, pending } = useContactModal();
  const ref = React.useRef<HTMLButtonElement>(null);
  const [requested, setRequested] = React.useState(false);
  React.useEffect(() => {
    if (!pending) setRequested(false);
  }, [pending]);
  const loading = pending && requested;
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-haspopup="dialog"
      {...{ [REPLAY_ATTRIBUTE]: '' }}
      aria-busy={loading || undefined}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={() => {
        setRequested(true);
        open(origin, ref.current);
      }}
    >
      {loading && <Spinner aria-hidden="true" />}
      {children}
    </button>
  );
}
