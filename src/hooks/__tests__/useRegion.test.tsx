import { render, screen } from '@testing-library/react';
import { RegionProvider, useRegionState } from '../useRegion';
import { REGION_OVERRIDE_KEY } from '../../lib/region.ts';

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
});
