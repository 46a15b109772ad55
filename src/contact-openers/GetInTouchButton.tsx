import { primaryButton } from '../theme/buttons.css';
import { ContactButton } from './ContactButton';

/** The header's 'Get in touch' (52 px high, spec §9). */
export function GetInTouchButton() {
  return (
    <ContactButton origin="header" className={primaryButton.header}>
      Get in touch
    </ContactButton>
  );
}
