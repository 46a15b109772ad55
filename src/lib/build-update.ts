/**
 * New-build detection (spec §4): poll /build-info.json with a timestamp query; once its id
 * differs from the running build's, the next navigation reloads the page.
 */
export const BUILD_POLL_MS = 5 * 60 * 1000;

type BuildWindow = Pick<Window, 'fetch' | 'setInterval' | 'location'> & {
  document: Pick<Document, 'visibilityState' | 'addEventListener'>;
  ___webpackCompilationHash?: string;
  __newBuildSeen?: boolean;
};

export async function isNewBuild(
  fetchFn: typeof fetch,
  currentId: string | undefined,
  now: number = Date.now(),
): Promise<boolean> {
  if (!currentId) return false;
  try {
    const response = await fetchFn(`/build-info.json?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return false;
    const { id } = (await response.json()) as { id?: string };
    return typeof id === 'string' && id !== currentId;
  } catch {
    return false; // offline or mid-deploy: try again at the next poll
  }
}

export function startBuildWatch(win: BuildWindow) {
  const check = async () => {
    if (await isNewBuild(win.fetch.bind(win), win.___webpackCompilationHash)) win.__newBuildSeen = true;
  };
  win.setInterval(check, BUILD_POLL_MS);
  // A tab coming back to the foreground is the likeliest moment to have missed a deploy.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible') void check();
  });
}

export function reloadIfNewBuild(win: Pick<BuildWindow, 'location' | '__newBuildSeen'>) {
  if (win.__newBuildSeen) win.location.reload();
}
