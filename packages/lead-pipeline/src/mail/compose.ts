import { leadReference } from '../contact/reference.ts';
import type { Lead } from '../store/types.ts';

/** The notification the team receives for one lead. */
export interface LeadMail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  /** Deterministic per lead, so a resend after a crash is recognisable as the same mail. */
  messageId: string;
  headers: Record<string, string>;
}

export interface MailSettings {
  from: string;
  to: string;
}

export function domainOf(address: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

export function leadMessageId(lead: Lead, settings: MailSettings): string {
  return `<lead-${lead.id}@${domainOf(settings.from)}>`;
}

export function composeLeadMail(lead: Lead, settings: MailSettings): LeadMail {
  // Plain text only: nothing the visitor typed is ever interpreted as markup by the mail client.
  const text = [
    'New contact request from the website.',
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Send NDA: ${lead.sendNDA}`,
    `Attachment: ${lead.file ?? 'none'}`,
    `Received: ${lead.receivedAt}`,
    `Lead id: ${lead.id}`,
    `Reference: ${leadReference(lead.id)}`,
    '',
    'Message:',
    lead.message,
    '',
  ].join('\n');
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: lead.name, address: lead.email },
    subject: `New project inquiry from ${lead.name}`,
    text,
    messageId: leadMessageId(lead, settings),
    headers: { 'X-Lead-Id': lead.id },
  };
}
