/**
 * The tasks that made a Lighthouse run's total blocking time, as its simulation timed them, each
 * named by what the trace saw in it: so a page's TBT can be set beside its twin's task by task
 * (`npm run bench:twin -- --tasks`; docs/performance.md, "The pages' own tasks after their paint").
 *
 * Lighthouse's TBT is the mean of two simulations of the page (optimistic and pessimistic), each of
 * which gives every main-thread task 4× its observed time (2× a task that lays out); a task blocks
 * for what it lasts past 50 ms between the first contentful paint and Time to Interactive (here the
 * run's reported ones, which blend the two simulations' own: the tasks' sum came within 15 ms of
 * the reported TBT in the runs tried, and the bench prints the two side by side). Lighthouse keeps
 * its last simulations where its own asset saver reads them (`Simulator.allNodeTimings`); they are
 * read here right after a run, and forgotten, so that a run without them fails rather than reads
 * the last run's. If Lighthouse stops keeping them there, this throws (and its test fails).
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const SIMULATIONS = ['optimisticTotalBlockingTime', 'pessimisticTotalBlockingTime'] as const;

export interface BlockingTask {
  /** When it starts in the simulation, ms (the two simulations' mean). */
  startMs: number;
  /** How long it lasts in the simulation, ms (the two simulations' mean). */
  durationMs: number;
  /** What it adds to TBT, ms. */
  blockingMs: number;
  /** How long it took in the trace, ms. */
  observedMs: number;
  /** What the trace saw in it, the longest first, observed ms: "ParseHTML 15.5, EvaluateScript /x.js 6.3". */
  what: string;
}

interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string; lineNumber?: number; type?: string } };
}
interface CpuNode {
  id: string;
  type: string;
  event: TraceEvent;
  childEvents: TraceEvent[];
}
interface Timing {
  startTime: number;
  endTime: number;
}

/** The kinds of work a task is named by (one may hold another: a parse runs the scripts it meets). */
const NAMED = new Set([
  'ParseHTML',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'XHRReadyStateChange',
  'RunMicrotasks',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
]);

function kindOf(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  if (event.name === 'EventDispatch') return `EventDispatch ${data.type ?? ''}`.trim();
  if (!data.url) return event.name;
  let where = data.url;
  try {
    where = new URL(data.url).pathname;
  } catch {
    // Not a URL: shown as it is.
  }
  // A page's inline scripts share its URL: the line tells them apart.
  const line = data.lineNumber === undefined ? '' : `:${data.lineNumber}`;
  return `${event.name} ${where}${line}${data.functionName ? ` ${data.functionName}` : ''}`;
}

/**
 * What the trace saw in a task: each named kind of work's observed time, the longest four. Where
 * those hold less than half the task (a navigation's commit, in which the browser sets up the
 * page's window and parses its first bytes), the longest event of another name comes first: its
 * own events nest, so only the outermost is shown.
 */
export function describeTask(events: readonly TraceEvent[], observedMs: number): string {
  const longest = (named: boolean) => {
    const sums = new Map<string, number>();
    for (const event of events) {
      if (NAMED.has(event.name) !== named || !event.dur) continue;
      const kind = named ? kindOf(event) : event.name;
      sums.set(kind, (sums.get(kind) ?? 0) + event.dur / 1000);
    }
    return [...sums].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]);
  };
  const named = longest(true);
  const namedMs = named.reduce((sum, [, ms]) => sum + ms, 0);
  const other = namedMs < observedMs / 2 ? longest(false).slice(0, 1) : [];
  return [...other, ...named]
    .slice(0, 4)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
    .join(', ');
}

/** One run's blocking tasks, for `formatBlockingTasks`. */
export interface RunTasks {
  /** "this checkout page, run 2" */
  label: string;
  tbtMs: number | null;
  tasks: readonly BlockingTask[];
}

/** A route's runs, each with its blocking tasks, one line a task. */
export function formatBlockingTasks(route: string, runs: readonly RunTasks[]): string {
  const ms = (value: number) => Math.round(value).toLocaleString('en-US');
  const lines = runs.flatMap(({ label, tbtMs, tasks }) => [
    `  ${label}: TBT ${tbtMs === null ? '?' : ms(tbtMs)}, its tasks' sum ${ms(tasks.reduce((sum, t) => sum + t.blockingMs, 0))}`,
    ...tasks.map(
      (t) =>
        `    ${ms(t.startMs)}+${ms(t.durationMs)} (${ms(t.blockingMs)}) · ${ms(t.observedMs)} · ${t.what}`,
    ),
  ]);
  return (
    `${route}, the tasks that made TBT: simulated start+length (blocking) ms · observed ms · ` +
    `what the trace saw in it, observed ms:\n${lines.join('\n')}\n`
  );
}

/** The window a task blocks in: the run's first contentful paint and Time to Interactive, ms. */
export interface BlockingWindow {
  fcpMs: number;
  interactiveMs: number;
}

/** What a simulated task adds to TBT in the window (Lighthouse's own rule). */
function blockingOf(timing: Timing, { fcpMs, interactiveMs }: BlockingWindow): number {
  return Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
    { start: timing.startTime, end: timing.endTime, duration: timing.endTime - timing.startTime },
    fcpMs,
    interactiveMs,
  );
}

/**
 * The tasks of the last Lighthouse run in this process that blocked in either simulation, in
 * simulated order, read once.
 */
export function takeBlockingTasks(window: BlockingWindow): BlockingTask[] {
  const kept = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<string, Map<CpuNode, Timing>>;
  const simulations = SIMULATIONS.map((label) => kept.get(label));
  kept.clear();
  if (simulations.some((simulation) => !simulation))
    throw new Error(
      'Lighthouse kept no simulation of TBT in Lantern.Simulation.Simulator.allNodeTimings: blocking-tasks.ts must be told where it is now',
    );
  const byNode = new Map<string, { node: CpuNode; timings: Timing[] }>();
  for (const simulation of simulations)
    for (const [node, timing] of simulation!) {
      if (node.type !== 'cpu') continue;
      const entry = byNode.get(node.id) ?? { node, timings: [] };
      entry.timings.push(timing);
      byNode.set(node.id, entry);
    }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return [...byNode.values()]
    .map(({ node, timings }) => ({
      startMs: sum(timings.map((t) => t.startTime)) / timings.length,
      durationMs: sum(timings.map((t) => t.endTime - t.startTime)) / timings.length,
      // TBT is the two simulations' mean.
      blockingMs: sum(timings.map((t) => blockingOf(t, window))) / SIMULATIONS.length,
      observedMs: (node.event.dur ?? 0) / 1000,
      what: describeTask(node.childEvents, (node.event.dur ?? 0) / 1000),
    }))
    .filter((task) => task.blockingMs > 0)
    .sort((a, b) => a.startMs - b.startMs);
}
