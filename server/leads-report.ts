import type { LeadWithStatus } from '@fernhill/lead-pipeline/store/types';
import { toCsv } from './csv.ts';

/** What `npm run leads` prints: newest first, with the notification state of each lead. */

// Visitor text goes to a terminal: strip anything that could be an escape sequence.
const printable = (value: string) => value.replace(/[\p{Cc}\p{Cf}]/gu, ' ');

function notification(entry: LeadWithStatus): string {
  const { outbox } = entry;
  if (!outbox) return 'no outbox row';
  const tries = `${outbox.attempts} attempt${outbox.attempts === 1 ? '' : 's'}`;
  if (outbox.state === 'sent') return `sent ${outbox.sentAt ?? ''} (${tries})`;
  const error = outbox.lastError ? `, last error: ${printable(outbox.lastError).slice(0, 120)}` : '';
  if (outbox.state === 'dead')
    return `DEAD: not sent, given up (${tries}${error}); contact this lead by hand`;
  const next = new Date(outbox.nextAttemptAt).toISOString();
  return `pending (${tries}, next try ${next}${error})`;
}

/** The channels beside the team's e-mail (docs/leads.md), a word each; a given-up one with its error. */
function otherChannels(entry: LeadWithStatus): string[] {
  const others = Object.entries(entry.channels ?? {}).filter(([channel]) => channel !== 'email');
  if (others.length === 0) return [];
  const states = others.map(([channel, status]) =>
    status.state === 'dead'
      ? `${channel} DEAD (${printable(status.lastError ?? 'given up').slice(0, 80)})`
      : `${channel} ${status.state}`,
  );
  return [`  channels: ${states.join(', ')}`];
}

export function formatLeads(entries: readonly LeadWithStatus[], total: number, source: string): string {
  if (total === 0) return `No leads yet in ${source}.\n`;
  const lines = [
    `${total} lead${total === 1 ? '' : 's'} in ${source}, newest first${entries.length < total ? ` (showing ${entries.length})` : ''}:`,
    '',
  ];
  for (const entry of entries) {
    const { lead } = entry;
    const message = printable(lead.message).replace(/\s+/g, ' ');
    lines.push(
      `${lead.receivedAt}  ${printable(lead.name)} <${lead.email}>  NDA: ${lead.sendNDA}  id: ${lead.id}`,
      `  notification: ${notification(entry)}`,
      ...otherChannels(entry),
      ...(lead.file ? [`  file: ${lead.file}`] : []),
      `  message: ${message.length > 160 ? `${message.slice(0, 159)}…` : message}`,
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}

export const CSV_HEADER = [
  'receivedAt',
  'id',
  'name',
  'email',
  'sendNDA',
  'file',
  'message',
  'notification',
  'attempts',
  'sentAt',
] as const;

export function leadsCsv(entries: readonly LeadWithStatus[]): string {
  return toCsv(
    CSV_HEADER,
    entries.map(({ lead, outbox }) => [
      lead.receivedAt,
      lead.id,
      lead.name,
      lead.email,
      lead.sendNDA,
      lead.file,
      lead.message,
      outbox?.state ?? null,
      outbox?.attempts ?? null,
      outbox?.sentAt ?? null,
    ]),
  );
}
