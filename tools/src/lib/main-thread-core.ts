/**
 * A processor of its own for the page's main thread during a Lighthouse run.
 *
 * Lighthouse's simulation multiplies each main-thread task's observed wall time by four. On this
 * project's machines (two vCPUs) the page's main thread waited for a core about as long as it ran
 * (its /proc schedstat): in the first
 * 2 s of a /Cases load it ran 300-380 ms and waited 230-360 ms in the run queue, behind the browser's
 * other threads and this process (Lighthouse, the local stack), while the machine was 25-35 % busy.
 * Each wait reached the simulation as four times its length, at random, in the page and its twin
 * alike; a phone's main thread does not queue behind its own benchmark. With the main thread on a
 * core of its own and everything else on the rest, it waited 50-140 ms (docs/performance.md, "The
 * main thread's own core").
 *
 * How: this process's main thread is moved to the other cores before it launches the browser, so
 * every browser process inherits them; while the run lasts, each renderer's main thread is moved to
 * the last core, and any other thread found on it (one the main thread started) back. Linux only (taskset,
 * util-linux); elsewhere, or with one core, nothing is pinned and the runner says so.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

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
  const cpus = os.availableParallelism();
  if (cpus < 2) return { none: 'one processor' };
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

/** "0-2,4" → [0, 1, 2, 4]. */
export function expand(list: string): number[] {
  return list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    return Array.from({ length: to! - from + 1 }, (_, i) => from + i);
  });
}

function setAllowed(tid: number, list: string): void {
  try {
    execFileSync('taskset', ['-p', '-c', list, String(tid)], { stdio: 'ignore' });
  } catch {
    // The thread ended meanwhile.
  }
}

/**
 * This process's main thread to the other cores: a browser it launches inherits them. Its other
 * threads (the garbage collector's, the file system's) keep every core: with all of them confined
 * to the other core, this process used about twice its processor time a run (4-5 s against 2-3).
 */
export function yieldOwnCore(split: CoreSplit): void {
  setAllowed(process.pid, split.rest);
}

export function restoreCores(split: CoreSplit): void {
  setAllowed(process.pid, split.all);
}

const readOr = (file: string, otherwise: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return otherwise;
  }
};

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
 * threads off it, until stopped; checks every `everyMs` (a new renderer is the spare one the browser starts before any navigation), each thread once (a thread keeps its
 * cores, and one started later by the main thread, on its core, is new). Returns how many main
 * threads it moved.
 */
export function keepMainThreadsOnOwnCore(
  browserPid: number,
  split: CoreSplit,
  everyMs = 100,
): { stop(): number } {
  const own = String(split.own);
  const parents = new Map<number, number>();
  const renderers = new Set<number>();
  const seen = new Set<number>();
  let moved = 0;
  const check = () => {
    for (const pid of descendants(browserPid, parents)) {
      // A zygote's child takes its renderer's command line a moment after the fork: read until it has.
      if (!renderers.has(pid)) {
        if (!readOr(`/proc/${pid}/cmdline`, '').includes('--type=renderer')) continue;
        renderers.add(pid);
      }
      for (const tid of safeTasks(pid).map(Number)) {
        if (seen.has(tid)) continue;
        const allowed = /^Cpus_allowed_list:\s*(\S+)/m.exec(
          readOr(`/proc/${pid}/task/${tid}/status`, ''),
        )?.[1];
        if (!allowed) continue;
        seen.add(tid);
        if (tid === pid) {
          if (allowed !== own) setAllowed(tid, own);
          moved++;
        } else if (expand(allowed).includes(split.own)) setAllowed(tid, split.rest);
      }
    }
  };
  check();
  const timer = setInterval(check, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return moved;
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
