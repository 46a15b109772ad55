import * as React from 'react';
import { detectRegion, forcedRegion, type Region } from '../lib/region.ts';
import { readConsent } from '../lib/consent-store.ts';

export interface RegionState {
  region: Region;
  /** False until detection finished: until then `region` is only the US default. */
  detected: boolean;
}

const RegionContext = React.createContext<RegionState>({ region: 'US', detected: false });

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Detects the visitor's region once at start-up (spec §4, §9) and provides it app-wide.
 * Server rendering and the first client render use the undetected US default, so hydration matches.
 * A `known` region is provided as detected and nothing is looked up (tests of other features, whose
 * render would otherwise end before the detection's asynchronous answer).
 */
export function RegionProvider({ children, known }: { children: React.ReactNode; known?: Region }) {
  const [state, setState] = React.useState<RegionState>(
    known ? { region: known, detected: true } : { region: 'US', detected: false },
  );

  React.useEffect(() => {
    if (known) return;
    let active = true;
    const forced = forcedRegion(window.location.search, localStorageOrNull());
    // The IP lookups of spec §9 send the visitor's address to two services: only with their consent.
    // Before it, the browser's timezone decides (nothing leaves the device).
    const token = readConsent() === 'granted' ? process.env.GATSBY_IPGEO_TOKEN || undefined : undefined;
    const detection = forced ? Promise.resolve(forced) : detectRegion({ token });
    void detection.then((region) => {
      if (active) setState({ region, detected: true });
    });
    return () => {
      active = false;
    };
  }, [known]);

  return <RegionContext.Provider value={state}>{children}</RegionContext.Provider>;
}

/** The region with its detection status (consent must wait for `detected`). */
export const useRegionState = (): RegionState => React.useContext(RegionContext);

/** 'Europe' or 'US' (US until detected). */
export const useRegion = (): Region => React.useContext(RegionContext).region;
