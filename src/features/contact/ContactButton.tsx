import * as React from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useContactDialog } from './ContactDialogProvider';
import { CONTACT_DIALOG_ID, ORIGIN_ATTRIBUTE, type ContactOrigin } from './contact-dialog';

interface ContactButtonProps {
  origin: ContactOrigin;
  className?: string;
  sx?: SxProps<Theme>;
  children: React.ReactNode;
}

/**
 * Every button that opens the contact dialog: a native invoker (`commandfor`/`command`), so the
 * browser opens the dialog, with its form, at the first tap, before the app and after it. There
 * is nothing to wait for, so no spinner here (the Send button has one). The click also has the app
 * load the form's behaviour, which hover or focus started already. Callers style it through `sx`
 * (the theme's), `className` or their own rules.
 */
export function ContactButton({ origin, className, sx, children }: ContactButtonProps) {
  const { open, preload } = useContactDialog();
  return (
    <Box
      component="button"
      type="button"
      className={className}
      sx={sx}
      aria-haspopup="dialog"
      {...{ commandfor: CONTACT_DIALOG_ID, command: 'show-modal', [ORIGIN_ATTRIBUTE]: origin }}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={open}
    >
      {children}
    </Box>
  );
}
