import * as React from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { CAPTCHA_MISSING } from './form-messages';
import * as css from './CaptchaField.css';

/** Spec §4/§9: a ticked checkbox is reset 250 seconds after the tick. */
export const CAPTCHA_RESET_MS = 250_000;
/** Google's public test key: always passes. Real keys come from GATSBY_RECAPTCHA_SITE_KEY. */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

export interface CaptchaHandle {
  reset: () => void;
}

interface CaptchaFieldProps {
  /** A submit found no token: the box turns red (the server decides whether that blocks). */
  missing: boolean;
  onToken: (token: string | null) => void;
  siteKey?: string;
  resetEveryMs?: number;
}

const siteKeyFromEnv = () => process.env.GATSBY_RECAPTCHA_SITE_KEY || RECAPTCHA_TEST_SITE_KEY;

/**
 * reCAPTCHA v2 checkbox. Its script loads with this component (the form), never with the page.
 * If the script cannot load, the form stays usable and says so.
 */
export const CaptchaField = React.forwardRef<CaptchaHandle, CaptchaFieldProps>(function CaptchaField(
  { missing, onToken, siteKey = siteKeyFromEnv(), resetEveryMs = CAPTCHA_RESET_MS },
  ref,
) {
  const widget = React.useRef<ReCAPTCHA>(null);
  const [unavailable, setUnavailable] = React.useState(false);
  // When the box was last ticked: the reset counts from there, not from when the form opened.
  const [tickedAt, setTickedAt] = React.useState<number | null>(null);

  const changed = React.useCallback(
    (token: string | null) => {
      setTickedAt(token ? Date.now() : null);
      onToken(token);
    },
    [onToken],
  );
  const reset = React.useCallback(() => {
    widget.current?.reset();
    changed(null);
  }, [changed]);
  React.useImperativeHandle(ref, () => ({ reset }), [reset]);

  React.useEffect(() => {
    if (tickedAt === null) return;
    const timer = setTimeout(reset, resetEveryMs);
    return () => clearTimeout(timer);
  }, [tickedAt, reset, resetEveryMs]);

  // Called when the script loaded or failed; only a loaded script defines grecaptcha.
  const onScript = React.useCallback(() => setUnavailable(!('grecaptcha' in window)), []);
  // The widget (and its script) comes after the app has hydrated the page's form: the server and
  // the first render show the same empty box, of the widget's size, so nothing moves.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  // One true thing at a time: a box that cannot load is not also asked to be ticked.
  const showMissing = missing && !unavailable;

  return (
    <div
      role="group"
      aria-labelledby="contact-captcha-label"
      className={showMissing ? `${css.group} ${css.missing}` : css.group}
    >
      <span id="contact-captcha-label" className={css.label}>
        Human verification
      </span>
      <div className={css.widget} data-testid="captcha-box">
        {mounted && (
          <ReCAPTCHA
            ref={widget}
            sitekey={siteKey}
            onChange={changed}
            onExpired={() => changed(null)}
            onErrored={() => setUnavailable(true)}
            asyncScriptOnLoad={onScript}
          />
        )}
      </div>
      {showMissing && <p className={css.problem}>{CAPTCHA_MISSING}</p>}
      {unavailable && (
        <p className={css.unavailable}>The verification could not be loaded. You can still send the form.</p>
      )}
    </div>
  );
});
