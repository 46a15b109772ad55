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
  // A mail server's refusal quotes the message (its subject, the sender's name and address):
  // only the SMTP command and code are kept.
  const smtp = error as { responseCode?: unknown; command?: unknown; code?: unknown } | null;
  if (error instanceof Error && typeof smtp?.responseCode === 'number')
    return `${error.name}: SMTP ${String(smtp.command ?? smtp.code ?? 'answer')} refused with ${smtp.responseCode}`;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 300);
}
