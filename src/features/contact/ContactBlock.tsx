import styled from '@emotion/styled';
import { primaryButton } from '../../theme/buttons';
import { palette, mq, shrinkableItems, typography } from '../../theme/tokens';
import site from '../../../content/site.json';
import { Container } from '../../components/layout/Container';
import { trackConversion, trackEvent } from '../../lib/analytics.ts';
import { ContactChannels } from './ContactChannels';
import { ContactPersonCard } from './ContactPersonCard';
import { defaultContactPerson, externalHref, type ContactPerson } from './contact-person';
import { ContactButton } from './ContactButton';

const Root = styled('section')({
  paddingBlock: 64,
  '& .grid': {
    ...shrinkableItems,
    display: 'grid',
    gap: 32,
    padding: 'clamp(24px, 5vw, 48px)',
    borderRadius: 24,
    background: palette.background.paper,
    border: `1px solid ${palette.divider}`,
    [mq.up('md')]: { gridTemplateColumns: '1.2fr 1fr', alignItems: 'center' },
  },
  '& h2': { ...typography.h2, margin: '0 0 12px' },
  '& .lead': { margin: '0 0 24px', color: palette.text.secondary, fontSize: '1.1rem' },
  '& .primary': { ...primaryButton, marginTop: 24 },
});

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

/** 'Tell us about your project!': direct channels and the founder's note; its one MUI component is the opener. */
export function ContactBlock({ showPhone = false, contact = defaultContactPerson }: ContactBlockProps) {
  return (
    <Root id="contact" aria-labelledby="contact-block-heading">
      <Container>
        <div className="grid">
          <div>
            <h2 id="contact-block-heading">Tell us about your project!</h2>
            <p className="lead">
              {showPhone ? 'Write, message or book a call' : 'Write, message or call us'}: a real person
              answers within one business day.
            </p>
            <ContactChannels hidePhone={showPhone} />
            {showPhone ? (
              <a
                className="primary"
                href={bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onBook}
              >
                Book a call
              </a>
            ) : (
              <ContactButton origin="contact-block" className="primary">
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
    </Root>
  );
}
