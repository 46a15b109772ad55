/** Whether today's build differs from the live site's (see ../should-publish.ts). */

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export async function shouldPublish(
  localBuildInfo: { contentHash?: string },
  siteUrl: string,
  fetchFn: Fetch = fetch,
): Promise<{ publish: boolean; reason: string }> {
  if (!localBuildInfo.contentHash)
    return { publish: false, reason: 'the local build has no content fingerprint' };
  let live: { contentHash?: string };
  try {
    const response = await fetchFn(`${siteUrl.replace(/\/$/, '')}/build-info.json?t=${Date.now()}`, {
      cache: 'no-store',
    });
    if (!response.ok)
      return { publish: true, reason: `the live build-info.json answered ${response.status}` };
    live = (await response.json()) as { contentHash?: string };
  } catch (error) {
    // Unreachable or not JSON: publishing the current main is the safe side.
    return { publish: true, reason: `the live build could not be read (${String(error)})` };
  }
  return live.contentHash === localBuildInfo.contentHash
    ? { publish: false, reason: 'the live site already serves this build' }
    : { publish: true, reason: 'today’s build differs from the live one' };
}
