/**
 * Structured JSON logs, one object per line (Cloud Logging parses `severity` and `message`).
 * Callers pass fields explicitly; the handler never passes visitor-written text such as the message.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

export type Severity = 'INFO' | 'WARNING' | 'ERROR';

export function createJsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (severity: Severity, event: string, fields: LogFields = {}) =>
    write(JSON.stringify({ severity, message: event, time: new Date().toISOString(), ...fields }));
  return {
    info: (event, fields) => emit('INFO', event, fields),
    warn: (event, fields) => emit('WARNING', event, fields),
    error: (event, fields) => emit('ERROR', event, fields),
  };
}

/** Short text of an unknown thrown value, safe to log. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 300);
}
