import { Container } from '../../ui/Container';
import { ContactButton } from '../../contact-openers/ContactButton';
import * as css from './CallToAction.css';

/** Closing call to action of a page; the button opens the contact form. */
export function CallToAction({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-label={heading} className={css.band}>
      <Container>
        <div className={css.card}>
          <h2 className={css.heading}>{heading}</h2>
          <p className={css.text}>{text}</p>
          <ContactButton origin="cta" className={css.button}>
            Tell us about your project
          </ContactButton>
        </div>
      </Container>
    </section>
  );
}
