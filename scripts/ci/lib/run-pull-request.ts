/**
 * Which pull request a finished run of the pull-request workflow was for, asked of GitHub from what
 * GitHub itself recorded of the run (its head repository's owner, branch and commit), never from an
 * artifact the pull request's code could have written. A fork's run has no `pull_requests` in its
 * event, so the head is looked up among the open pull requests.
 */
import { pullRequestOrigin } from './pr-comment.ts';
import type { Origin } from './pr-comment.ts';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface RunHead {
  repo: string;
  token: string;
  headOwner: string;
  headBranch: string;
  headSha: string;
  apiUrl?: string;
}

export interface RunPullRequest {
  number: number;
  author: string;
  origin: Origin;
}

interface Pull {
  number: number;
  user?: { login?: string };
  head: { sha: string; repo?: { full_name?: string } | null };
}

export async function pullRequestOfRun(head: RunHead, fetchFn: Fetch = fetch): Promise<RunPullRequest> {
  const api = head.apiUrl ?? 'https://api.github.com';
  const query = new URLSearchParams({ state: 'open', head: `${head.headOwner}:${head.headBranch}` });
  const response = await fetchFn(`${api}/repos/${head.repo}/pulls?${query}`, {
    headers: { authorization: `Bearer ${head.token}`, accept: 'application/vnd.github+json' },
  });
  if (!response.ok) throw new Error(`Listing pull requests: ${response.status}`);
  const pull = ((await response.json()) as Pull[]).find((p) => p.head.sha === head.headSha);
  if (!pull)
    throw new Error(`No open pull request has ${head.headOwner}:${head.headBranch} at ${head.headSha}`);
  const author = pull.user?.login ?? '';
  return {
    number: pull.number,
    author,
    origin: pullRequestOrigin({
      PR_AUTHOR: author,
      HEAD_REPO: pull.head.repo?.full_name ?? '',
      GITHUB_REPOSITORY: head.repo,
    }),
  };
}
