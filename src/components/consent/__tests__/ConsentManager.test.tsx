/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../theme/theme';
import { RegionProvider } from '../../../hooks/useRegion';
import { REGION_OVERRIDE_KEY } from '../../../lib/region.ts';
import { ConsentManager } from '../ConsentManager';
import { CONSENT_KEY } from '../../../lib/consent-store.ts';
import { TAG_MAX_DELAY_MS } from '../../../lib/analytics.ts';

const ID = 'G-TEST123';
const tagScript = () => document.querySelector<HTMLScriptElement>('script[data-google-tag]');
type TagWindow = { gtag?: unknown; dataLayer?: unknown[] };

function renderManager(region: 'Europe' | 'US', measurementId: string | undefined = ID) {
  localStorage.setItem(REGION_OVERRIDE_KEY, region);
  return render(
    <ThemeProvider theme={theme}>
      <RegionProvider>
        <ConsentManager measurementId={measurementId} />
      </RegionProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  tagScript()?.remove();
  delete (window as TagWindow).gtag;
  delete (window as TagWindow).dataLayer;
});

describe('ConsentManager in Europe', () => {
  it('asks first and loads nothing before Accept; Accept loads the tag at once and is remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = renderManager('Europe');
    const banner = await screen.findByRole('region', { name: 'Analytics cookies' });
    expect(banner).toHaveAccessibleDescription(/nothing is loaded unless you accept/);
    expect(tagScript()).toBeNull();
    expect((window as TagWindow).gtag).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).not.toBeInTheDocument();
    await waitFor(() => expect(tagScript()).not.toBeNull());
    expect(tagScript()?.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');

    // Consent Mode: denied by default, then granted, before the config command.
    const commands = ((window as TagWindow).dataLayer ?? []).map((args) =>
      Array.from(args as ArrayLike<unknown>),
    );
    expect(commands.slice(0, 2)).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })],
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })],
    ]);
    expect(commands).toContainEqual(['config', ID]);

    unmount();
    tagScript()?.remove();
    renderManager('Europe');
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).not.toBeInTheDocument();
  });

  it('Decline loads nothing and is remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = renderManager('Europe');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(tagScript()).toBeNull();
    unmount();
    renderManager('Europe');
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(tagScript()).toBeNull();
  });

  it('shows no banner without a measurement id', async () => {
    renderManager('Europe', '');
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('ConsentManager in the US', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows no banner and loads the tag once the visitor interacts (or after 5 s)', async () => {
    renderManager('US');
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(tagScript()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('click'));
    });
    // The tag's loader is imported on demand.
    await waitFor(() => expect(tagScript()).not.toBeNull());
  });

  it('loads the tag after its longest delay without any interaction', async () => {
    renderManager('US');
    await act(async () => {});
    act(() => jest.advanceTimersByTime(TAG_MAX_DELAY_MS - 1));
    expect(tagScript()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(tagScript()).not.toBeNull());
  });

  it('keeps a gtag that is already defined (a test double or another snippet)', async () => {
    const calls: unknown[][] = [];
    (window as TagWindow).gtag = (...args: unknown[]) => calls.push(args);
    renderManager('US');
    await act(async () => {});
    act(() => jest.advanceTimersByTime(TAG_MAX_DELAY_MS));
    await waitFor(() => expect(calls).toContainEqual(['config', ID]));
  });
});
