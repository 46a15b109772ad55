/** The attribute of the footer's cookie settings button (FooterBody), whose click Footer handles. */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';
