import * as React from 'react';
import { openConsentSettings } from '../../../lib/consent-store.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { scrollToTopOnHome } from '../../navigation/logo-click';
import { BuildTimePart } from '../../../ui/BuildTimePart';
import { CONSENT_SETTINGS_ATTRIBUTE } from './consent-settings';
import * as css from './Footer.css';

/** What the footer's links and button do; its content is rendered at build time (FooterBody). */
function onFooterClick(event: React.MouseEvent, path: string) {
  const target = event.target as Element;
  if (target.closest?.(`[${CONSENT_SETTINGS_ATTRIBUTE}]`)) {
    openConsentSettings();
    return;
  }
  const link = target.closest?.('a');
  if (link?.protocol === 'mailto:') trackEvent('email_click');
  else if (link?.protocol === 'tel:') trackEvent('call_click');
  else scrollToTopOnHome(event, path);
}

/** Spec §2 footer (FooterBody). */
export function Footer({ path }: { path: string }) {
  return (
    <footer className={css.footer}>
      <BuildTimePart name="FooterBody" path={path} onClickCapture={(event) => onFooterClick(event, path)} />
    </footer>
  );
}
