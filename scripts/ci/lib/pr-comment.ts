/** The pull request's one comment: what it says, and how it is kept to one (see ../pr-comment.ts). */
import fs from 'node:fs';

/** Marks the comment this script owns, so the next push edits it instead of adding another. */
export const MARKER = '<!-- fernhill:pull-request-report -->';

/**
 * GitHub refuses a comment body over 65,536 characters. The budget is counted in UTF-8 bytes,
 * never fewer than characters however GitHub counts them, and leaves a margin below the limit.
 */
export const GITHUB_COMMENT_LIMIT = 65_536;
export const COMMENT_BUDGET = 60_000;

/** The public configuration a build needs for the contact form to send (README, "Deploying"). */
export const FORM_VARIABLES = [
  'GATSBY_FIREBASE_API_KEY',
  'GATSBY_FIREBASE_PROJECT_ID',
  'GATSBY_FIREBASE_APP_ID',
  'GATSBY_FIREBASE_STORAGE_BUCKET',
  'GATSBY_RECAPTCHA_SITE_KEY',
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

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

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

/**
 * Cuts the static diff's Markdown to `budget` bytes where it must, page by page: the summary and
 * the page tables first (at most half the budget), then each page's folded diff (a top-level
 * `<details>` block) gets an equal share, shorter ones passing what they leave to the others; a
 * diff over its share keeps its first lines, and pages beyond what the budget can show at all are
 * named in the closing note, which says what was cut.
 */
export function fitMarkdown(markdown: string, budget: number): { text: string; cut: boolean } {
  if (bytes(markdown) <= budget) return { text: markdown, cut: false };
  const folds = [...markdown.matchAll(/^<details>[\s\S]*?^<\/details>$/gm)];
  const head = markdown.slice(0, folds[0]?.index ?? markdown.length).trimEnd();
  const last = folds.at(-1);
  const tail = last ? markdown.slice(last.index + last[0].length).trim() : '';
  const noteRoom = 1_500;
  const headOut = cutLines(head, Math.floor((budget - noteRoom) / 2));
  let room = budget - noteRoom - bytes(headOut.text) - bytes(tail);

  const MIN_FOLD = 400;
  const shown = folds.slice(0, Math.max(0, Math.floor(room / MIN_FOLD)));
  const left = folds.slice(shown.length);
  // Smallest first, so each diff that fits whole frees its unused share for the longer ones.
  const out = new Map<number, string>();
  let shortened = 0;
  const bySize = shown.map((m, i) => ({ i, text: m[0] })).sort((a, b) => bytes(a.text) - bytes(b.text));
  bySize.forEach(({ i, text }, n) => {
    const share = Math.floor(room / (bySize.length - n)) - 2;
    const piece = cutLines(text, share, true);
    if (!piece.text) {
      left.push(shown[i]!);
      return;
    }
    if (piece.cut) shortened++;
    out.set(i, piece.text);
    room -= bytes(piece.text) + 2;
  });

  const notes: string[] = [];
  if (headOut.cut) notes.push('the page tables shortened');
  if (shortened) notes.push(`${shortened} page diff${shortened === 1 ? '' : 's'} shortened`);
  if (left.length) {
    let names = '';
    for (const [n, m] of left.entries()) {
      const route = /<code>(.*?)<\/code>/.exec(m[0])?.[1] ?? '?';
      const more = `, \`${route}\``;
      if (bytes(names) + bytes(more) > noteRoom - 400) {
        names += ` and ${left.length - n} more`;
        break;
      }
      names += more;
    }
    notes.push(`${left.length} page diff${left.length === 1 ? '' : 's'} left out (${names.slice(2)})`);
  }
  const note = `> [!NOTE]\n> Cut to fit GitHub's comment limit: ${notes.join('; ')}. The full report, linked below, has every page.`;
  const parts = [headOut.text, ...shown.map((_, i) => out.get(i) ?? ''), tail, note].filter(Boolean);
  return { text: parts.join('\n\n'), cut: true };
}

/**
 * The first lines of `text` that fit in `budget` bytes, with a closing line saying how many were
 * cut; a code fence or a `<details>` left open is closed, so the rest of the comment renders.
 */
function cutLines(text: string, budget: number, fold = false): { text: string; cut: boolean } {
  if (bytes(text) <= budget) return { text, cut: false };
  const lines = text.split('\n');
  const closing = (inFence: boolean, cut: number) =>
    [
      ...(inFence ? ['```'] : []),
      '',
      `_… ${cut} more line${cut === 1 ? '' : 's'}: see the note below._`,
      ...(fold ? ['', '</details>'] : []),
    ].join('\n');
  const kept: string[] = [];
  let used = 0;
  let inFence = false;
  for (const [n, line] of lines.entries()) {
    const fence = line.startsWith('```');
    const nextFence: boolean = fence ? !inFence : inFence;
    // Room for this line and for what closes the block after it.
    if (used + bytes(line) + 1 + bytes(closing(nextFence, lines.length - n - 1)) > budget) {
      // A fold without room for its own summary line is left out whole rather than left unopened.
      if (fold && kept.length === 0) return { text: '', cut: true };
      return { text: `${kept.join('\n')}\n${closing(inFence, lines.length - n)}`, cut: true };
    }
    kept.push(line);
    used += bytes(line) + 1;
    inFence = nextFence;
  }
  return { text, cut: false };
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
    return 'this pull request comes from a fork, which gets no deploy secret; a maintainer’s branch gets a preview.';
  if (!hasDeploySecret)
    return 'the repository has no `FIREBASE_SERVICE_ACCOUNT` secret (see the README, “Publishing through GitHub Actions”).';
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
    const comments = (await response.json()) as { id: number; body?: string }[];
    const mine = comments.find((c) => c.body?.startsWith(MARKER));
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
