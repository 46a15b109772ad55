/** Another build to measure beside this one: a checkout's public/, or a git ref built in a throwaway worktree. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatsbyBuild } from './gatsby-build.ts';
import { linkDependencies } from './worktree-deps.ts';

export interface OtherBuild {
  root: string;
  label: string;
  cleanup: () => void;
}

/**
 * `refOrDir` an existing folder: that checkout, built already (its public/). Otherwise a git ref of
 * `root`: checked out in a temporary worktree with this checkout's dependencies (worktree-deps.ts)
 * and built there; `cleanup` removes it.
 */
export async function otherBuild(root: string, refOrDir: string): Promise<OtherBuild> {
  const dir = path.resolve(refOrDir);
  if (fs.existsSync(dir) && fs.statSync(dir).isDirectory()) {
    if (!fs.existsSync(path.join(dir, 'public', 'index.html')))
      throw new Error(`No build in ${dir}/public: build it first.`);
    return { root: dir, label: refOrDir, cleanup: () => {} };
  }
  const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const sha = git(['rev-parse', '--verify', '--quiet', `${refOrDir}^{commit}`]);
  const worktree = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-before-'));
  const cleanup = () => {
    try {
      git(['worktree', 'remove', '--force', worktree]);
    } catch {
      // Not registered (add failed) or already gone.
    }
    fs.rmSync(worktree, { recursive: true, force: true });
  };
  try {
    git(['worktree', 'add', '--detach', '--force', worktree, sha]);
    linkDependencies(root, worktree);
    if ((await gatsbyBuild(worktree)) !== 0) throw new Error(`The build of ${refOrDir} failed.`);
  } catch (error) {
    cleanup();
    throw error;
  }
  return { root: worktree, label: `${refOrDir} (${sha.slice(0, 10)})`, cleanup };
}
