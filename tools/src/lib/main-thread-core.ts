/**
 * A processor of its own for the page's main thread during a Lighthouse run.
 *
 * Lighthouse's simulation multiplies each main-thread task's observed wall time by four. On this
 * project's machines (two vCPUs) the page's main thread waited for a core about as long as it ran
 * (its /proc schedstat): in the first 2 s of a /Cases load it ran 298-382 ms and waited 227-362 ms
 * in the run queue, behind the browser's other threads and this process (Lighthouse, the local
 * stack), while the machine was 16-37 % busy. Each wait reached the simulation as four times its
 * length, at random, in the page and its twin alike; a phone's main thread does not queue behind
 * its own benchmark. On a core of its own it waited 50-143 ms (docs/performance.md, "The main
 * thread's own core").
 *
 * How: this process's main thread is moved to the other cores before it launches the browser, so
 * every browser process inherits them; while the run lasts, each renderer's main thread is moved to
 * the last core, and any other thread of a renderer found on it (one its main thread started) back.
 * Not confined: this process's worker threads, and the other renderers' main threads. Linux only
 * (taskset, util-linux); elsewhere, or with one core, nothing is pinned and the runner says why.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';

export interface CoreSplit {
  /** The main thread's core. */
  own: number;
  /** Every other core, as taskset's list. */
  rest: string;
  /** All cores, as taskset's list (what this process had). */
  all: string;
}

/** The split on this machine, or why there is none. */
export function coreSplit(): CoreSplit | { none: string } {
  if (process.platform !== 'linux') return { none: `${process.platform} has no taskset` };
  if (os.cpus().length < 2) return { none: 'one processor' };
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return { none: 'no taskset (util-linux)' };
  }
  const all = allowedList(process.pid);
  const cores = expand(all);
  if (cores.length < 2) return { none: `this process may use only core ${all}` };
  const own = cores.at(-1)!;
  return { own, rest: cores.slice(0, -1).join(','), all };
}

/** A thread's allowed cores, as the kernel lists them ("0-1", "0,2"). */
export function allowedList(pid: number, tid = pid): string {
  const status = fs.readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
  return /^Cpus_allowed_list:\s*(\S+)/m.exec(status)![1]!;
}

/** The same, or undefined for a thread that has ended. */
export function allowedIfAlive(pid: number, tid = pid): string | undefined {
  try {
    return allowedList(pid, tid);
  } catch {
    return undefined;
  }
}

/** "0-2,4" → [0, 1, 2, 4]. */
export function expand(list: string): number[] {
  return list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    return Array.from({ length: to! - from + 1 }, (_, i) => from + i);
  });
}

const run = promisify(execFile);

/**
 * Sets a thread's cores; false if taskset refused or the thread ended meanwhile. Asynchronous: the
 * local stack serving the page shares this process's event loop, and a taskset start takes about
 * 10 ms.
 */
async function setAllowed(tid: number, list: string): Promise<boolean> {
  try {
    await run('taskset', ['-p', '-c', list, String(tid)]);
    return true;
  } catch {
    return false;
  }
}

/**
 * This process's main thread to the other cores: a browser it launches inherits them. Its other
 * threads (V8's and libuv's workers: the garbage collector, the compression of the stack's answers)
 * keep every core, the page's too: that is how the bench of 6 Dec (docs/performance.md) ran.
 */
export async function yieldOwnCore(split: CoreSplit): Promise<boolean> {
  return setAllowed(process.pid, split.rest);
}

export async function restoreCores(split: CoreSplit): Promise<boolean> {
  return setAllowed(process.pid, split.all);
}

const readOr = (file: string, otherwise: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return otherwise;
  }
};

/** Whether a process is one of Chromium's renderers (by its command line). */
export function isRenderer(pid: number): boolean {
  return readOr(`/proc/${pid}/cmdline`, '').includes('--type=renderer');
}

/** A process's parent, from /proc/<pid>/stat ("pid (comm) state ppid …"; comm may hold spaces). */
function parentOf(pid: number): number {
  const stat = readOr(`/proc/${pid}/stat`, '');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || 0;
}

/**
 * The pids of `root`'s descendants (the browser's processes, its zygotes' children too). A
 * process's parent never changes, so `parents` keeps what was read: a check reads only
 * the processes that appeared since the last.
 */
export function descendants(root: number, parents = new Map<number, number>()): number[] {
  const live = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
  for (const pid of live) if (!parents.has(pid)) parents.set(pid, parentOf(pid));
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid, depth = 0; p && depth < 8; p = parents.get(p), depth++)
      if (p === root) return true;
    return false;
  };
  return live.filter((pid) => pid !== root && inTree(pid));
}

/**
 * Keeps every renderer's main thread of the browser `browserPid` on `split.own`, and its other
 * threads off it, until stopped; checks every `everyMs`, each thread once (a thread keeps its
 * cores; one the main thread starts later, on its core, is new). Every renderer's main thread is
 * moved, not only the page's, which cannot be told from outside: the spare renderer the browser
 * starts while the page loads shares the core (docs/performance.md). `stop()` settles with how
 * many main threads were on the core when it was called, read back from the kernel.
 */
export function keepMainThreadsOnOwnCore(
  browserPid: number,
  split: CoreSplit,
  everyMs = 100,
): { stop(): Promise<number> } {
  const own = String(split.own);
  const parents = new Map<number, number>();
  const renderers = new Set<number>();
  const seen = new Set<number>();
  const mains: number[] = [];
  const moves: Promise<boolean>[] = [];
  const check = () => {
    for (const pid of descendants(browserPid, parents)) {
      // A zygote's child takes its renderer's command line a moment after the fork: read until it has.
      if (!renderers.has(pid)) {
        if (!isRenderer(pid)) continue;
        renderers.add(pid);
      }
      for (const tid of safeTasks(pid).map(Number)) {
        if (seen.has(tid)) continue;
        const allowed = allowedIfAlive(pid, tid);
        if (!allowed) continue;
        seen.add(tid);
        if (tid === pid) {
          mains.push(pid);
          if (allowed !== own) moves.push(setAllowed(tid, own));
        } else if (expand(allowed).includes(split.own)) moves.push(setAllowed(tid, split.rest));
      }
    }
  };
  check();
  const timer = setInterval(check, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(moves);
      return mains.filter((pid) => allowedIfAlive(pid, pid) === own).length;
    },
  };
}

function safeTasks(pid: number): string[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}
