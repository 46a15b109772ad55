import styled from '@emotion/styled';
import { palette } from '../../theme/tokens';
import type { ConsentChoice } from './consent-store';

const Banner = styled('section')({
  position: 'fixed',
  insetInline: 16,
  bottom: 16,
  zIndex: 1200,
  maxWidth: 560,
  marginInline: 'auto',
  padding: '18px 20px',
  borderRadius: 16,
  border: `1px solid ${palette.divider}`,
  background: palette.background.default,
  color: palette.text.primary,
  boxShadow: '0 12px 40px rgba(2, 6, 23, 0.18)',
  '& h2': { fontSize: '1rem', fontWeight: 700, margin: 0 },
  '& p': { margin: '6px 0 14px', fontSize: '0.95rem', color: palette.text.secondary },
  '& .actions': { display: 'flex', gap: 12, flexWrap: 'wrap' },
  '& button': {
    minHeight: 44,
    padding: '0 20px',
    borderRadius: 12,
    font: 'inherit',
    fontWeight: 650,
    cursor: 'pointer',
    border: `1px solid ${palette.primary.main}`,
  },
  '& .accept': {
    background: palette.primary.main,
    color: palette.primary.contrastText,
  },
  '& .decline': { background: 'transparent', color: palette.text.primary },
});

/**
 * Non-modal: the page stays usable, nothing steals focus, and a screen reader finds it as a
 * labelled region. Neither answer is preselected or hidden behind a second screen.
 */
export default function ConsentBanner({ onChoice }: { onChoice: (choice: ConsentChoice) => void }) {
  return (
    <Banner aria-labelledby="consent-title" aria-describedby="consent-text">
      <h2 id="consent-title">Analytics cookies</h2>
      <p id="consent-text">
        May we measure visits with Google Analytics? It sets cookies; nothing is loaded unless you accept.
      </p>
      <div className="actions">
        <button type="button" className="accept" onClick={() => onChoice('granted')}>
          Accept
        </button>
        <button type="button" className="decline" onClick={() => onChoice('denied')}>
          Decline
        </button>
      </div>
    </Banner>
  );
}
