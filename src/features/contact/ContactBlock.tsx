import { primaryButton } from '../../theme/buttons.css';
import site from '../../../content/site.json';
import { Container } from '../../ui/Container';
import { trackConversion, trackEvent } from '../../lib/analytics.ts';
import { ContactChannels } from './ContactChannels';
import { ContactPersonCard } from './ContactPersonCard';
import { defaultContactPerson, externalHref, type ContactPerson } from './contact-person';
import { ContactButton } from '../../contact-openers/ContactButton';
import { Static } from '../../loading';
import * as css from './ContactBlock.css';

const bookingUrl = externalHref(site.bookingUrl);

const onBook = () => {
  trackEvent('get_in_touch_home_inside_book_a_call');
  trackConversion('book_a_call');
};

interface ContactBlockProps {
  /** Spec §2: hides the call link and offers 'Book a call' instead of the contact form. */
  showPhone?: boolean;
  contact?: ContactPerson;
}

/** 'Tell us about your project!': direct channels, the founder's note, and an opener of the contact dialog. */
export function ContactBlock({ showPhone = false, contact = defaultContactPerson }: ContactBlockProps) {
  return (
    <section id="contact" aria-labelledby="contact-block-heading" className={css.block}>
      <Container>
        <div className={css.grid}>
          <div>
            <Static>
              <h2 id="contact-block-heading" className={css.heading}>
                Tell us about your project!
              </h2>
              <p className={css.lead}>
                {showPhone ? 'Write, message or book a call' : 'Write, message or call us'}: a real person
                answers within one business day.
              </p>
            </Static>
            <ContactChannels hidePhone={showPhone} />
            {showPhone ? (
              <a
                className={`${primaryButton.hero} ${css.primary}`}
                href={bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onBook}
              >
                Book a call
              </a>
            ) : (
              <ContactButton origin="contact-block" className={`${primaryButton.hero} ${css.primary}`}>
                Fill out the contact form
              </ContactButton>
            )}
          </div>
          <ContactPersonCard
            person={contact}
            message="Every request reaches me personally, and yours will be our top priority. You will hear back within one business day."
          />
        </div>
      </Container>
    </section>
  );
}
