import * as React from 'react';
import Button from '@mui/material/Button';
import styled from '@emotion/styled';
import site from '../../../content/site.json';
import { palette, typography, sizes } from '../../theme/tokens';

const Root = styled('div')({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: 12,
  minHeight: 280,
  '& h3': { ...typography.h2, margin: 0 },
  '& p': { margin: 0, fontSize: '1.1rem', color: palette.text.secondary },
  '& .reference': { fontWeight: 600, color: palette.text.primary, letterSpacing: '0.04em' },
  '& .ok': { marginTop: 12, minWidth: 160, height: sizes.formButtonHeight, borderRadius: 14 },
});

interface ContactSuccessProps {
  name: string;
  /** The lead's reference from the API, the one the auto-reply quotes. */
  reference: string | null;
  onClose: () => void;
}

/**
 * Spec §4 'submitted': 'Congrats!', a confirmation and an Ok button that closes the modal; with the
 * reference the visitor can quote.
 */
export function ContactSuccess({ name, reference, onClose }: ContactSuccessProps) {
  const ok = React.useRef<HTMLButtonElement>(null);
  // The submit button just disappeared: give focus a sensible home inside the dialog.
  React.useEffect(() => ok.current?.focus(), []);
  return (
    <Root role="status">
      <h3>Congrats!</h3>
      <p>Thank you{name ? `, ${name}` : ''}. Your request has been sent and is now our top priority.</p>
      <p>We will reply to your email within {site.replyWithin}.</p>
      {reference && (
        <p>
          Your reference: <span className="reference">{reference}</span>
        </p>
      )}
      <Button ref={ok} className="ok" variant="contained" size="large" onClick={onClose}>
        Ok
      </Button>
    </Root>
  );
}
