/** The pull request's one comment: what it says, and how it is kept to one (see ../pr-comment.ts). */

/** Marks the comment this script owns, so the next push edits it instead of adding another. */
export const MARKER = '<!-- fernhill:pull-request-report -->';

export interface Report {
  sha: string;
  /** The static diff, as `npm run diff:static -- <base> --format markdown` writes it. */
  diffMarkdown: string;
  previewUrl?: string;
  expiresAt?: string;
  /** Why there is no preview (a fork's pull request has no deploy secret). */
  noPreview?: string;
}

export function commentBody(report: Report): string {
  const preview = report.previewUrl
    ? `**Preview:** ${report.previewUrl}${report.expiresAt ? ` (until ${report.expiresAt.slice(0, 10)})` : ''}`
    : `**No preview:** ${report.noPreview ?? 'the preview deploy did not run.'}`;
  return [
    MARKER,
    `### Site report for ${report.sha.slice(0, 7)}`,
    '',
    preview,
    '',
    report.diffMarkdown.trim() || '_The static diff printed nothing._',
  ].join('\n');
}

/** The URL and expiry of a channel from `firebase hosting:channel:deploy --json`. */
export function previewFromFirebase(json: string): { url: string; expiresAt?: string } {
  const parsed = JSON.parse(json) as {
    status?: string;
    result?: Record<string, { url?: string; expireTime?: string }>;
  };
  const site = Object.values(parsed.result ?? {})[0];
  if (parsed.status !== 'success' || !site?.url) throw new Error(`No preview URL in: ${json.slice(0, 200)}`);
  return { url: site.url, expiresAt: site.expireTime };
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Edits this script's comment on the pull request, or adds it when there is none yet. */
export async function upsertComment(
  { token, repo, pr, body }: { token: string; repo: string; pr: number; body: string },
  fetchFn: Fetch = fetch,
): Promise<'created' | 'updated'> {
  const api = `https://api.github.com/repos/${repo}/issues`;
  const headers = {
    authorization: `Bearer ${token}`,
    accept: 'application/vnd.github+json',
    'content-type': 'application/json',
  };
  for (let page = 1; ; page++) {
    const response = await fetchFn(`${api}/${pr}/comments?per_page=100&page=${page}`, { headers });
    if (!response.ok) throw new Error(`Listing comments: ${response.status}`);
    const comments = (await response.json()) as { id: number; body?: string }[];
    const mine = comments.find((c) => c.body?.startsWith(MARKER));
    if (mine) {
      const updated = await fetchFn(`${api}/comments/${mine.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ body }),
      });
      if (!updated.ok) throw new Error(`Updating comment ${mine.id}: ${updated.status}`);
      return 'updated';
    }
    if (comments.length < 100) break;
  }
  const created = await fetchFn(`${api}/${pr}/comments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ body }),
  });
  if (!created.ok) throw new Error(`Adding the comment: ${created.status}`);
  return 'created';
}
