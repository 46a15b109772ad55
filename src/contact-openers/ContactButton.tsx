import * as React from 'react';
import { useContactDialog } from './dialog-context';
import { CONTACT_DIALOG_ID, ORIGIN_ATTRIBUTE, type ContactOrigin } from './contact-dialog';

interface ContactButtonProps {
  origin: ContactOrigin;
  className?: string;
  children: React.ReactNode;
}

/**
 * Every button that opens the contact dialog: a native invoker (`commandfor`/`command`), so the
 * browser opens the dialog, with its form, at the first tap, before the app and after it. There
 * is nothing to wait for, so no spinner here (the Send button has one). The click also has the app
 * load the form's behaviour, which hover or focus started already. Callers style it through
 * `className` (theme/buttons.css.ts has the call-to-action look) or their own rules.
 */
export function ContactButton({ origin, className, children }: ContactButtonProps) {
  const { open, preload } = useContactDialog();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      {...{ commandfor: CONTACT_DIALOG_ID, command: 'show-modal', [ORIGIN_ATTRIBUTE]: origin }}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={open}
    >
      {children}
    </button>
  );
}
