// Placeholder until the contact issue lands: the provider's lazy chunk must exist.
import type { ContactOrigin } from './ContactModalProvider';

export interface ContactModalProps {
  open: boolean;
  origin: ContactOrigin;
  onClose: () => void;
}

export default function ContactModal(_props: ContactModalProps) {
  return null;
}
