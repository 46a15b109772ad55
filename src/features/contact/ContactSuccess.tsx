import * as React from 'react';
import Button from '@mui/material/Button';
import styled from '@emotion/styled';
import { palette, typography, sizes } from '../../theme/tokens';

const Root = styled('div')({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: 12,
  minHeight: 280,
  '& h3': { ...typography.h2, margin: 0 },
  '& p': { margin: 0, fontSize: '1.1rem', color: palette.text.secondary },
  '& .ok': { marginTop: 12, minWidth: 160, height: sizes.formButtonHeight, borderRadius: 14 },
});

/** Spec §4 'submitted': 'Congrats!', a confirmation and an Ok button that closes the modal. */
export function ContactSuccess({ name, onClose }: { name: string; onClose: () => void }) {
  const ok = React.useRef<HTMLButtonElement>(null);
  // The submit button just disappeared: give focus a sensible home inside the dialog.
  React.useEffect(() => ok.current?.focus(), []);
  return (
    <Root role="status">
      <h3>Congrats!</h3>
      <p>Thank you{name ? `, ${name}` : ''}. Your request has been sent and is now our top priority.</p>
      <p>We will reply to your email within one business day.</p>
      <Button ref={ok} className="ok" variant="contained" size="large" onClick={onClose}>
        Ok
      </Button>
    </Root>
  );
}
