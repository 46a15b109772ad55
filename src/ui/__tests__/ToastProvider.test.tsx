/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DEFAULT_MS, ToastProvider, useToast } from '../ToastProvider';

function Trigger({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => toast({ message: 'Copied to clipboard', autoHideDuration: duration })}
    >
      Copy
    </button>
  );
}

describe('ToastProvider', () => {
  it('closes a toast without a duration of its own after the default one', async () => {
    jest.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <Trigger />
        </ToastProvider>,
      );
      await userEvent
        .setup({ advanceTimers: jest.advanceTimersByTime })
        .click(screen.getByRole('button', { name: 'Copy' }));
      // findByText advances the fake clock while it waits for the lazily loaded host, at most a step.
      expect(await screen.findByText('Copied to clipboard')).toBeVisible();
      act(() => jest.advanceTimersByTime(TOAST_DEFAULT_MS - 100));
      expect(screen.getByText('Copied to clipboard')).toBeVisible();
      act(() => jest.advanceTimersByTime(200));
      // notistack's exit transition (waitFor advances the fake clock while it polls).
      await waitFor(() => expect(screen.queryByText('Copied to clipboard')).toBeNull());
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the notification area on the first toast and closes it after its duration', async () => {
    render(
      <ToastProvider>
        <Trigger duration={300} />
      </ToastProvider>,
    );
    expect(screen.queryByText('Copied to clipboard')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to clipboard')).toBeVisible();
    // The duration plus notistack's exit transition.
    await waitFor(() => expect(screen.queryByText('Copied to clipboard')).toBeNull(), { timeout: 3000 });
  });
});
