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

/**
 * Why the scheduled publish must leave the site to the main workflow (`main.yml`), if it must:
 * a run of it not finished (it deploys everything, today's posts included; the two are in
 * different concurrency groups, see scheduled-publish.yml), or its last run for the commit built
 * here not green (publishing that commit would skip its failed tests or deploy). Throws when
 * GitHub cannot say: a publish skipped in silence would be worse than a red run.
 */
export async function mainWorkflowHolds(
  {
    repo,
    token,
    sha,
    apiUrl = 'https://api.github.com',
  }: { repo: string; token: string; sha: string; apiUrl?: string },
  fetchFn: Fetch = fetch,
): Promise<string | undefined> {
  const response = await fetchFn(
    `${apiUrl}/repos/${repo}/actions/workflows/main.yml/runs?branch=main&per_page=30`,
    { headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' } },
  );
  if (!response.ok) throw new Error(`Listing the main workflow's runs: ${response.status}`);
  const { workflow_runs: runs } = (await response.json()) as {
    workflow_runs: { status: string; conclusion: string | null; head_sha: string; html_url: string }[];
  };
  const running = runs.find((run) => run.status !== 'completed');
  if (running)
    return `a run of the main workflow is not finished and deploys main itself (${running.html_url})`;
  // Newest first: the last run for this commit.
  const last = runs.find((run) => run.head_sha === sha);
  if (last && last.conclusion !== 'success')
    return `the main workflow's last run for ${sha.slice(0, 7)} ended "${last.conclusion}" (${last.html_url}); fix main first`;
  return undefined;
}
