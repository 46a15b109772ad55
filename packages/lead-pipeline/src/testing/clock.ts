import type { Clock } from '../core/types.ts';

export interface ManualClock extends Clock {
  advance(ms: number): void;
}

export function manualClock(start = Date.parse('2026-03-02T10:00:00.000Z')): ManualClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}
