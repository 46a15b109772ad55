import * as React from 'react';
import { useRegionState } from '../../hooks/useRegion';
import { afterFirstInteraction, measurementId } from '../../lib/analytics.ts';
import {
  CONSENT_SETTINGS_EVENT,
  readConsent,
  writeConsent,
  type ConsentChoice,
} from '../../lib/consent-store.ts';

// The banner is only ever needed in Europe: its code stays out of everyone's first load.
const ConsentBanner = React.lazy(() => import('./ConsentBanner'));
// So is the tag's loader, until the tag may load.
const googleTag = () => import('../../lib/google-tag.ts');

interface ConsentManagerProps {
  /** Defaults to GATSBY_GA_MEASUREMENT_ID; without one nothing loads and no banner shows. */
  measurementId?: string;
}

/**
 * Decides when the Google tag may load: in the US once the page has settled, in Europe only
 * after Accept (asked once by a small banner, remembered). Renders nothing in every other case.
 */
export function ConsentManager({ measurementId: id = measurementId() }: ConsentManagerProps) {
  const { region, detected } = useRegionState();
  // undefined until read on the client, so the server render and hydration agree.
  const [choice, setChoice] = React.useState<ConsentChoice | null | undefined>(undefined);
  React.useEffect(() => setChoice(readConsent()), []);
  // "Cookie settings" asks again, wherever the visitor is: a choice can be withdrawn at any time.
  const [asked, setAsked] = React.useState(false);
  React.useEffect(() => {
    const ask = () => setAsked(true);
    window.addEventListener(CONSENT_SETTINGS_EVENT, ask);
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, ask);
  }, []);

  const needsConsent = region === 'Europe';
  const mayLoad = Boolean(id) && detected && choice !== undefined && (!needsConsent || choice === 'granted');

  React.useEffect(() => {
    if (!mayLoad || !id) return;
    return afterFirstInteraction(() => void googleTag().then((tag) => tag.loadGoogleTag(id)));
  }, [mayLoad, id]);

  const choose = React.useCallback(
    (next: ConsentChoice) => {
      writeConsent(next);
      setChoice(next);
      setAsked(false);
      // Withdrawn: a tag already loaded on this page stops storing and sending from now on.
      if (next === 'denied') void googleTag().then((tag) => tag.withdrawGoogleTagConsent());
      // The click on Accept is the interaction: no reason to wait any longer.
      if (next === 'granted' && id) void googleTag().then((tag) => tag.loadGoogleTag(id));
    },
    [id],
  );

  if (!id || (!asked && (!detected || !needsConsent || choice !== null))) return null;
  return (
    <React.Suspense fallback={null}>
      <ConsentBanner onChoice={choose} />
    </React.Suspense>
  );
}
