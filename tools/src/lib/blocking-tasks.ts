/**
 * The tasks that made a Lighthouse run's total blocking time, as its simulation timed them, each
 * named by what the trace saw in it: so a page's TBT can be set beside its twin's task by task
 * (`npm run bench:twin -- --tasks`; docs/performance.md, "The pages' own tasks after their paint").
 *
 * Lantern simulates the page's tasks (4× a task's observed time, 2× a task that lays out) and
 * counts what each lasts past 50 ms in two windows, from an FCP estimate to a TTI estimate, an
 * optimistic and a pessimistic one; TBT is the mean of the two sums. Lighthouse keeps its last
 * simulations where its own asset saver reads them (`Simulator.allNodeTimings`), but not the
 * windows: importing this module wraps Lantern's TotalBlockingTime estimate to note them as it is
 * computed (the last computation wins, as in the simulations' map: Lighthouse's own, which runs
 * after the trace engine's). Both are read right after a run and forgotten. The tasks' blocking
 * then adds up to the reported TBT; the test holds it to that, so it fails the day Lantern keeps
 * either elsewhere or picks its windows another way.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** Lantern's two simulations of TBT, kept under `${flavour}TotalBlockingTime`. */
const FLAVOURS = ['optimistic', 'pessimistic'] as const;
type Flavour = (typeof FLAVOURS)[number];

export interface BlockingTask {
  /** When it starts in the simulation, ms. */
  startMs: number;
  /** How long it lasts in the simulation, ms. */
  durationMs: number;
  /** What it adds to TBT, ms (the mean over the two windows). */
  blockingMs: number;
  /** How long it took in the trace, ms. */
  observedMs: number;
  /** What the trace saw in it, observed ms: "ParseHTML 20.3, EvaluateScript /Cases:8:17 14.0". */
  what: string;
}

interface TraceEvent {
  name: string;
  ts?: number;
  dur?: number;
  args?: {
    data?: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number; type?: string };
  };
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
interface Window {
  fromMs: number;
  toMs: number;
}

const windows = new Map<Flavour, Window>();
{
  type Estimate = { timeInMs: number };
  type Extras = {
    optimistic: boolean;
    fcpResult?: { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
    interactiveResult?: { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
  };
  const metric = Lantern.Metrics.TotalBlockingTime as unknown as {
    getEstimateFromSimulation(this: unknown, simulation: unknown, extras: Extras): unknown;
  };
  const estimate = metric.getEstimateFromSimulation;
  metric.getEstimateFromSimulation = function (simulation, extras) {
    // As Lantern pairs them: the optimistic sum runs from the pessimistic FCP to the optimistic TTI.
    const { optimistic, fcpResult, interactiveResult } = extras;
    if (fcpResult && interactiveResult)
      windows.set(optimistic ? 'optimistic' : 'pessimistic', {
        fromMs: (optimistic ? fcpResult.pessimisticEstimate : fcpResult.optimisticEstimate).timeInMs,
        toMs: (optimistic ? interactiveResult.optimisticEstimate : interactiveResult.pessimisticEstimate)
          .timeInMs,
      });
    return estimate.call(this, simulation, extras);
  };
}

/** The kinds of work a task is named by. They nest: a parse holds the scripts it runs. */
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
  // A page's inline scripts share its URL (two can share a line): line and column tell them apart.
  const at = data.lineNumber === undefined ? '' : `:${data.lineNumber}:${data.columnNumber ?? 0}`;
  return `${event.name} ${where}${at}${data.functionName ? ` ${data.functionName}` : ''}`;
}

const sumsByKind = (events: readonly TraceEvent[], kind: (event: TraceEvent) => string) => {
  const sums = new Map<string, number>();
  for (const event of events) {
    const key = kind(event);
    sums.set(key, (sums.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...sums].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]);
};

/**
 * What the trace saw in a task: each named kind of work's observed time, the longest four (they
 * nest: a parse's time holds the scripts it ran). Where the named work outside any other named
 * work is less than half the task (a navigation's commit, in which the browser sets up the page's
 * window), the longest other event outside named work comes first.
 */
export function describeTask(events: readonly TraceEvent[], observedMs: number): string {
  const timed = events.filter((event) => event.dur);
  const named = timed.filter((event) => NAMED.has(event.name));
  const within = (event: TraceEvent) =>
    named.some(
      (outer) =>
        outer !== event && outer.ts! <= event.ts! && event.ts! + event.dur! <= outer.ts! + outer.dur!,
    );
  const outermostNamedMs = named.filter((event) => !within(event)).reduce((ms, e) => ms + e.dur! / 1000, 0);
  const other =
    outermostNamedMs < observedMs / 2
      ? sumsByKind(
          timed.filter((event) => !NAMED.has(event.name) && !within(event)),
          (event) => event.name,
        ).slice(0, 1)
      : [];
  return [...other, ...sumsByKind(named, kindOf)]
    .slice(0, 4)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
    .join(', ');
}

/** One run's blocking tasks, for `formatBlockingTasks`; `tasks` null where none could be read. */
export interface RunTasks {
  /** "this checkout page, run 2" */
  label: string;
  tbtMs: number | null;
  tasks: readonly BlockingTask[] | null;
}

/** A route's runs, each with its blocking tasks, one line a task. */
export function formatBlockingTasks(route: string, runs: readonly RunTasks[]): string {
  const ms = (value: number) => Math.round(value).toLocaleString('en-US');
  const lines = runs.flatMap(({ label, tbtMs, tasks }) => {
    const tbt = `TBT ${tbtMs === null ? '?' : ms(tbtMs)}`;
    if (!tasks) return [`  ${label}: ${tbt}, its tasks not read (Lighthouse simulated no TBT for it)`];
    return [
      `  ${label}: ${tbt}, its tasks' sum ${ms(tasks.reduce((sum, t) => sum + t.blockingMs, 0))}`,
      ...tasks.map(
        (t) =>
          `    ${ms(t.startMs)}+${ms(t.durationMs)} (${ms(t.blockingMs)}) · ${ms(t.observedMs)} · ${t.what}`,
      ),
    ];
  });
  return (
    `${route}, the tasks that made TBT: simulated start+length (blocking) ms · observed ms · ` +
    `what the trace saw in it, observed ms (a parse's time holds the scripts it ran):\n${lines.join('\n')}\n`
  );
}

/**
 * The tasks of the last Lighthouse run in this process that blocked for half a millisecond or
 * more, in simulated order; null if that run left no simulation of TBT (it failed). Read once:
 * what it read is forgotten, so a later run without them reads null, not this run's.
 */
export function takeBlockingTasks(): BlockingTask[] | null {
  const kept = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<string, Map<CpuNode, Timing>>;
  const simulations = FLAVOURS.map((flavour) => kept.get(`${flavour}TotalBlockingTime`));
  const spans = FLAVOURS.map((flavour) => windows.get(flavour));
  kept.clear();
  windows.clear();
  if (simulations.some((simulation) => !simulation) || spans.some((span) => !span)) return null;
  const byNode = new Map<string, { node: CpuNode; blocking: number; timing: Timing }>();
  simulations.forEach((simulation, i) => {
    for (const [node, timing] of simulation!) {
      if (node.type !== 'cpu') continue;
      const entry = byNode.get(node.id) ?? { node, blocking: 0, timing };
      entry.blocking += Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
        { start: timing.startTime, end: timing.endTime, duration: timing.endTime - timing.startTime },
        spans[i]!.fromMs,
        spans[i]!.toMs,
      );
      byNode.set(node.id, entry);
    }
  });
  return [...byNode.values()]
    .map(({ node, blocking, timing }) => {
      const observedMs = (node.event.dur ?? 0) / 1000;
      return {
        // The two simulations run one graph on one simulator: their timings are the same.
        startMs: timing.startTime,
        durationMs: timing.endTime - timing.startTime,
        blockingMs: blocking / FLAVOURS.length,
        observedMs,
        what: describeTask(node.childEvents, observedMs),
      };
    })
    .filter((task) => task.blockingMs >= 0.5)
    .sort((a, b) => a.startMs - b.startMs);
}
