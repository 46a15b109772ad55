import type { LogFields, Logger, Severity } from '../log.ts';

/** A logger that keeps entries in memory, for tests and for the bench. */
export function createMemoryLogger(): Logger & {
  entries: Array<{ severity: Severity; event: string } & LogFields>;
} {
  const entries: Array<{ severity: Severity; event: string } & LogFields> = [];
  const push =
    (severity: Severity) =>
    (event: string, fields: LogFields = {}) => {
      entries.push({ ...fields, severity, event });
    };
  return { entries, info: push('INFO'), warn: push('WARNING'), error: push('ERROR') };
}
