import type { ConsentChoice } from '../../lib/consent-store.ts';
import * as css from './ConsentBanner.css';

/**
 * Non-modal: the page stays usable, nothing steals focus, and a screen reader finds it as a
 * labelled region. Neither answer is preselected or hidden behind a second screen.
 */
export default function ConsentBanner({ onChoice }: { onChoice: (choice: ConsentChoice) => void }) {
  return (
    <section aria-labelledby="consent-title" aria-describedby="consent-text" className={css.banner}>
      <h2 id="consent-title" className={css.title}>
        Analytics cookies
      </h2>
      <p id="consent-text" className={css.text}>
        May we measure visits with Google Analytics? It sets cookies; nothing is loaded unless you accept.
      </p>
      <div className={css.actions}>
        <button type="button" className={css.accept} onClick={() => onChoice('granted')}>
          Accept
        </button>
        <button type="button" className={css.decline} onClick={() => onChoice('denied')}>
          Decline
        </button>
      </div>
    </section>
  );
}
