/** Running `gatsby build` one at a time (the machine has 2 cores) and deciding whether one is needed. */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This process and the ones that started it (a shell running `gatsby build && bench…` is one). */
function ancestors(): Set<number> {
  const pids = new Set<number>();
  for (let pid = process.pid; pid > 1 && !pids.has(pid);) {
    pids.add(pid);
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its ')'.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      break; // no /proc (not Linux): only this process is left out.
    }
  }
  return pids;
}

/** Pids of running `gatsby build` processes (`pgrep -f "gatsby build"`), other than this one's own line. */
export async function runningGatsbyBuilds(): Promise<number[]> {
  try {
    const { stdout } = await execFileAsync('pgrep', ['-f', 'gatsby build']);
    const own = ancestors();
    return stdout
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((pid) => pid > 0 && !own.has(pid));
  } catch {
    return []; // pgrep exits 1 when nothing matches.
  }
}

/** Waits until no other `gatsby build` runs (polls every 10 s, reporting on stderr). */
export async function waitForBuildSlot(log: (msg: string) => void = (m) => console.error(m)): Promise<void> {
  let announced = false;
  for (;;) {
    const pids = await runningGatsbyBuilds();
    if (pids.length === 0) return;
    if (!announced) log(`waiting for another gatsby build to finish (pids ${pids.join(', ')})…`);
    announced = true;
    await sleep(10_000);
  }
}

/**
 * `npx gatsby build` in `cwd`, output streamed to stderr (stdout is kept for the report), with
 * this process's environment and `env` over it. Resolves with the exit code.
 */
export async function gatsbyBuild(
  cwd: string,
  log: (msg: string) => void = (m) => console.error(m),
  env: Record<string, string> = {},
): Promise<number> {
  await waitForBuildSlot(log);
  log(`gatsby build in ${cwd}…`);
  const started = Date.now();
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn('npx', ['gatsby', 'build'], {
      cwd,
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1', ...env },
    });
    child.on('error', reject);
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  log(`gatsby build in ${cwd}: exit ${code} after ${Math.round((Date.now() - started) / 1000)} s`);
  return code;
}

/** Latest modification time (ms) of any file under `paths` (files or folders); 0 if none exist. */
export function latestMtime(
  paths: readonly string[],
  ignore: (file: string) => boolean = () => false,
): number {
  let latest = 0;
  const visit = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) {
        if (entry !== 'node_modules' && entry !== '.cache') visit(path.join(p, entry));
      }
    } else if (!ignore(p)) {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

/** The sources whose change calls for a new build: src/, content/, static/, gatsby*. */
export function buildInputs(root: string): string[] {
  const gatsbyFiles = fs.readdirSync(root).filter((name) => name.startsWith('gatsby'));
  return ['src', 'content', 'static', ...gatsbyFiles].map((p) => path.join(root, p));
}

/** Whether `public/` holds a preview build (PREVIEW_DRAFTS: drafts and scheduled posts, marked). */
export function isPreviewPublic(root: string): boolean {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'public', 'build-info.json'), 'utf8')).preview === true;
  } catch {
    return false; // no build, or one from before build-info said so
  }
}

/** Whether `public/` holds a build newer than the last change to the build inputs. */
export function isBuildFresh(root: string): boolean {
  const marker = path.join(root, 'public', 'index.html');
  if (!fs.existsSync(marker)) return false;
  // Written by the build itself (graphqlTypegen), so never newer than its own output.
  const generated = path.join(root, 'src', 'gatsby-types.d.ts');
  const inputs = latestMtime(buildInputs(root), (f) => f === generated);
  return fs.statSync(marker).mtimeMs > inputs;
}
