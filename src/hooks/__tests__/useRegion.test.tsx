/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { RegionProvider, useRegionState } from '../useRegion';
import { REGION_OVERRIDE_KEY } from '../../lib/region.ts';
import { CONSENT_KEY } from '../../lib/consent-store.ts';

function Show() {
  const { region, detected } = useRegionState();
  return <p>{detected ? region : 'pending'}</p>;
}

const renderRegion = () =>
  render(
    <RegionProvider>
      <Show />
    </RegionProvider>,
  );

function mockTimezone(timeZone: string) {
  const real = Intl.DateTimeFormat;
  return jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation(
      () => ({ resolvedOptions: () => ({ ...real().resolvedOptions(), timeZone }) }) as Intl.DateTimeFormat,
    );
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('RegionProvider', () => {
  it('starts undetected (server render) and settles on the browser timezone without a token', async () => {
    mockTimezone('Europe/Madrid');
    renderRegion();
    expect(await screen.findByText('Europe')).toBeInTheDocument();
  });

  it('gives US for a non-European timezone', async () => {
    mockTimezone('America/Los_Angeles');
    renderRegion();
    expect(await screen.findByText('US')).toBeInTheDocument();
  });

  it('can be forced with ?region= or the stored override', async () => {
    mockTimezone('America/Los_Angeles');
    window.history.replaceState(null, '', '/?region=Europe');
    const { unmount } = renderRegion();
    expect(await screen.findByText('Europe')).toBeInTheDocument();
    unmount();

    window.history.replaceState(null, '', '/');
    localStorage.setItem(REGION_OVERRIDE_KEY, 'Europe');
    renderRegion();
    expect(await screen.findByText('Europe')).toBeInTheDocument();
  });

  it('takes a known region as detected in its first render, and looks nothing up', () => {
    const timezone = mockTimezone('America/Los_Angeles');
    render(
      <RegionProvider known="Europe">
        <Show />
      </RegionProvider>,
    );
    expect(screen.getByText('Europe')).toBeInTheDocument();
    expect(timezone).not.toHaveBeenCalled();
  });

  describe('with GATSBY_IPGEO_TOKEN set', () => {
    const token = process.env.GATSBY_IPGEO_TOKEN;
    const realFetch = globalThis.fetch;
    beforeEach(() => {
      process.env.GATSBY_IPGEO_TOKEN = 'test-token';
    });
    afterEach(() => {
      globalThis.fetch = realFetch;
      if (token === undefined) delete process.env.GATSBY_IPGEO_TOKEN;
      else process.env.GATSBY_IPGEO_TOKEN = token;
    });

    it('sends the address to no lookup service before the visitor consented', async () => {
      mockTimezone('Europe/Madrid');
      const fetchSpy = jest.fn();
      globalThis.fetch = fetchSpy as unknown as typeof fetch;
      renderRegion();
      expect(await screen.findByText('Europe')).toBeInTheDocument();
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('uses the lookups of spec §9 once analytics consent was given', async () => {
      mockTimezone('America/Los_Angeles');
      localStorage.setItem(CONSENT_KEY, 'granted');
      const answers = [{ ip: '203.0.113.9' }, { timezone: 'Europe/Berlin' }];
      const fetchSpy = jest.fn(async () => ({ ok: true, json: async () => answers.shift() }));
      globalThis.fetch = fetchSpy as unknown as typeof fetch;
      renderRegion();
      expect(await screen.findByText('Europe')).toBeInTheDocument();
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    });
  });
});
