/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { renderWithProviders as render } from './support/render';
import { CAPTCHA_RESET_MS, CaptchaField, RECAPTCHA_TEST_SITE_KEY } from '../CaptchaField';
import { recaptchaReset } from './support/fake-recaptcha';
import * as captchaCss from '../CaptchaField.css';

jest.mock('react-google-recaptcha', () => ({
  __esModule: true,
  default: jest.requireActual('./support/fake-recaptcha').FakeReCAPTCHA,
}));

beforeEach(() => {
  recaptchaReset.mockClear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('CaptchaField', () => {
  it('resets the widget and forgets the token a reset period after the tick, not after the form opened', () => {
    const onToken = jest.fn();
    render(<CaptchaField missing={false} onToken={onToken} />);
    const box = () => screen.getByRole('button', { name: 'I am not a robot' });

    act(() => jest.advanceTimersByTime(CAPTCHA_RESET_MS - 10_000));
    act(() => box().click());
    expect(onToken).toHaveBeenLastCalledWith('test-token');
    act(() => jest.advanceTimersByTime(CAPTCHA_RESET_MS - 1));
    expect(recaptchaReset).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(recaptchaReset).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenLastCalledWith(null);
    // Nothing ticked, nothing to reset; a new tick starts a new period.
    act(() => jest.advanceTimersByTime(CAPTCHA_RESET_MS * 2));
    expect(recaptchaReset).toHaveBeenCalledTimes(1);
    act(() => box().click());
    act(() => jest.advanceTimersByTime(CAPTCHA_RESET_MS));
    expect(recaptchaReset).toHaveBeenCalledTimes(2);
  });

  it('stops resetting once unmounted', () => {
    const { unmount } = render(<CaptchaField missing={false} onToken={jest.fn()} />);
    act(() => screen.getByRole('button', { name: 'I am not a robot' }).click());
    unmount();
    act(() => jest.advanceTimersByTime(CAPTCHA_RESET_MS * 2));
    expect(recaptchaReset).not.toHaveBeenCalled();
  });

  it("uses Google's test site key unless one is configured", () => {
    render(<CaptchaField missing={false} onToken={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'I am not a robot' })).toHaveAttribute(
      'data-sitekey',
      RECAPTCHA_TEST_SITE_KEY,
    );
  });

  it('turns red with a reason when a submit found no token', () => {
    const { rerender } = render(<CaptchaField missing={false} onToken={jest.fn()} />);
    const group = screen.getByRole('group', { name: 'Human verification' });
    expect(group).not.toHaveClass(captchaCss.missing);
    rerender(<CaptchaField missing onToken={jest.fn()} />);
    expect(group).toHaveClass(captchaCss.missing);
    expect(group).toHaveTextContent('Please confirm that you are not a robot.');
  });
});
