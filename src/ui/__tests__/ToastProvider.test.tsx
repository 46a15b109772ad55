/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
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
  it('uses the spec default of 5000 ms', () => expect(TOAST_DEFAULT_MS).toBe(5000));

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
