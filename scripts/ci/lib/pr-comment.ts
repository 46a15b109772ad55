/** The pull request's one comment: what it says, and how it is kept to one (see ../pr-comment.ts). */
import fs from 'node:fs';
import { bytes, fitMarkdown } from './fit-markdown.ts';

/** Marks the comment this script owns, so the next push edits it instead of adding another. */
export const MARKER = '<!-- fernhill:pull-request-report -->';
/** Who posts it (the workflow's token): a comment by anyone else is never taken for it. */
export const COMMENT_AUTHOR = 'github-actions[bot]';

/**
 * Where the pull request's static diff links new and changed pages: it is made before the preview
 * exists (pull-request.yml), and preview.yml puts the channel's address in its place.
 */
export const PREVIEW_PLACEHOLDER = 'https://preview.invalid';

export function withPreviewLinks(markdown: string, baseUrl: string): string {
  return markdown.replaceAll(PREVIEW_PLACEHOLDER, baseUrl.replace(/\/$/, ''));
}

/**
 * GitHub refuses a comment body over 65,536 characters. The budget, in UTF-8 bytes (see
 * fit-markdown.ts), leaves a margin below that.
 */
export const GITHUB_COMMENT_LIMIT = 65_536;
export const COMMENT_BUDGET = 60_000;

/** The public configuration a build needs for the contact form to send (docs/hosting.md, "Deploying to Firebase"). */
export const FORM_VARIABLES = [
  'GATSBY_FIREBASE_API_KEY',
  'GATSBY_FIREBASE_PROJECT_ID',
  'GATSBY_FIREBASE_APP_ID',
  'GATSBY_FIREBASE_STORAGE_BUCKET',
  'GATSBY_RECAPTCHA_SITE_KEY',
  'GATSBY_APP_CHECK_SITE_KEY',
] as const;

export interface Report {
  sha: string;
  /** The static diff, as `npm run diff:static -- <base> --format markdown` writes it. */
  diffMarkdown: string;
  previewUrl?: string;
  expiresAt?: string;
  /** Why there is no preview (see noPreviewReason). */
  noPreview?: string;
  /** Repository variables the preview was built without: its contact form cannot send. */
  missingFormVariables?: string[];
  /** Where the whole static diff is (the workflow run's artifact), linked when the comment cuts it. */
  fullReportUrl?: string;
}

export function commentBody(report: Report, budget = COMMENT_BUDGET): string {
  const preview = report.previewUrl
    ? `**Preview:** ${report.previewUrl}${report.expiresAt ? ` (until ${report.expiresAt.slice(0, 10)})` : ''}`
    : `**No preview:** ${report.noPreview ?? 'the preview deploy did not run.'}`;
  const head = [MARKER, `### Site report for ${report.sha.slice(0, 7)}`, '', preview];
  if (report.previewUrl && report.missingFormVariables?.length)
    head.push(
      '',
      `**Contact form off on this preview:** the repository variables ${report.missingFormVariables.map((v) => `\`${v}\``).join(', ')} are not set, so it was built with the test captcha key and the local Storage stand-in, which a preview does not have.`,
    );
  const full = report.fullReportUrl ? `[The full report](${report.fullReportUrl})` : 'The full report';
  const footer = `\n\n_${full}: the workflow run's \`static-diff\` artifact._`;
  const diff = report.diffMarkdown.trim() || '_The static diff printed nothing._';
  const room = budget - bytes(head.join('\n')) - bytes(footer) - 2;
  const fitted = fitMarkdown(diff, room);
  return `${head.join('\n')}\n\n${fitted.text}${footer}`;
}

/** Who opened the pull request, as far as what it may use goes. */
export type Origin = 'branch' | 'fork' | 'dependabot';

export function pullRequestOrigin(env: {
  PR_AUTHOR?: string;
  HEAD_REPO?: string;
  GITHUB_REPOSITORY?: string;
}): Origin {
  if (env.PR_AUTHOR === 'dependabot[bot]') return 'dependabot';
  if (env.HEAD_REPO && env.GITHUB_REPOSITORY && env.HEAD_REPO !== env.GITHUB_REPOSITORY) return 'fork';
  return 'branch';
}

/** Why a pull request has no preview: said in its comment. */
export function noPreviewReason(origin: Origin, hasDeploySecret: boolean): string {
  if (origin === 'dependabot')
    return 'Dependabot’s pull requests get no Actions secrets (only Dependabot secrets), so there is no deploy secret; the tests and the static diff ran.';
  if (origin === 'fork')
    return 'this pull request comes from a fork, whose build is not published on the site’s domain; a maintainer’s branch gets a preview.';
  if (!hasDeploySecret)
    return 'the repository has no `FIREBASE_PREVIEW_SERVICE_ACCOUNT` secret (see docs/ci.md).';
  return 'the preview deploy failed: see the workflow run.';
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

/**
 * The preview that `firebase hosting:channel:deploy --json > file` made, or undefined where there
 * is none: no file (no deploy secret), or a failed deploy (firebase writes its error as JSON too).
 */
export function readPreview(file: string | undefined): { url: string; expiresAt?: string } | undefined {
  if (!file || !fs.existsSync(file)) return undefined;
  try {
    return previewFromFirebase(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** GitHub's REST API said no; `status` tells a read-only token (403) from the rest. */
export class GitHubApiError extends Error {
  readonly status: number;
  constructor(what: string, status: number) {
    super(`${what}: ${status}`);
    this.status = status;
  }
}

/** Edits this script's comment on the pull request, or adds it when there is none yet. */
export async function upsertComment(
  {
    token,
    repo,
    pr,
    body,
    apiUrl = 'https://api.github.com',
  }: { token: string; repo: string; pr: number; body: string; apiUrl?: string },
  fetchFn: Fetch = fetch,
): Promise<'created' | 'updated'> {
  const api = `${apiUrl}/repos/${repo}/issues`;
  const headers = {
    authorization: `Bearer ${token}`,
    accept: 'application/vnd.github+json',
    'content-type': 'application/json',
  };
  for (let page = 1; ; page++) {
    const response = await fetchFn(`${api}/${pr}/comments?per_page=100&page=${page}`, { headers });
    if (!response.ok) throw new GitHubApiError('Listing comments', response.status);
    const comments = (await response.json()) as { id: number; body?: string; user?: { login?: string } }[];
    const mine = comments.find((c) => c.user?.login === COMMENT_AUTHOR && c.body?.startsWith(MARKER));
    if (mine) {
      const updated = await fetchFn(`${api}/comments/${mine.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ body }),
      });
      if (!updated.ok) throw new GitHubApiError(`Updating comment ${mine.id}`, updated.status);
      return 'updated';
    }
    if (comments.length < 100) break;
  }
  const created = await fetchFn(`${api}/${pr}/comments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ body }),
  });
  if (!created.ok) throw new GitHubApiError('Adding the comment', created.status);
  return 'created';
}

/**
 * Posts the comment; where GitHub refuses with 403 (the read-only token of a fork's or Dependabot's
 * pull request), writes it to the job summary instead, saying why, and does not fail the run.
 * Any other refusal still fails it, after the report is kept in the summary.
 */
export async function deliverComment(
  target: {
    token: string;
    repo: string;
    pr: number;
    body: string;
    apiUrl?: string;
    origin: Origin;
    summaryFile?: string;
  },
  fetchFn: Fetch = fetch,
): Promise<string> {
  try {
    return `Pull request comment ${await upsertComment(target, fetchFn)}.`;
  } catch (error) {
    const status = error instanceof GitHubApiError ? error.status : undefined;
    const who =
      target.origin === 'dependabot'
        ? 'Dependabot’s pull requests get'
        : target.origin === 'fork'
          ? 'a fork’s pull request gets'
          : 'this run has';
    const why =
      status === 403
        ? `GitHub answered 403: ${who} a read-only token, which may not comment.`
        : `GitHub refused it (${String(error instanceof Error ? error.message : error)}).`;
    if (target.summaryFile)
      fs.appendFileSync(
        target.summaryFile,
        `> [!NOTE]\n> The pull request comment could not be posted. ${why} The report it would have posted follows.\n\n${target.body}\n`,
      );
    if (status !== 403) throw error;
    return `No pull request comment: ${why} The report is in the job summary.`;
  }
}
