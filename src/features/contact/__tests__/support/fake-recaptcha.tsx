import * as React from 'react';

/** Records reset() calls made through the ref, like react-google-recaptcha's component. */
export const recaptchaReset = jest.fn();

interface FakeProps {
  onChange?: (token: string | null) => void;
  sitekey: string;
}

/** Stands in for react-google-recaptcha: a button that yields a token, no script. */
export const FakeReCAPTCHA = React.forwardRef<{ reset: () => void }, FakeProps>(function FakeReCAPTCHA(
  { onChange, sitekey },
  ref,
) {
  React.useImperativeHandle(ref, () => ({ reset: recaptchaReset }), []);
  return (
    <button type="button" data-sitekey={sitekey} onClick={() => onChange?.('test-token')}>
      I am not a robot
    </button>
  );
});
