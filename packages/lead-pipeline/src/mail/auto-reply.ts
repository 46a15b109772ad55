import { leadReference } from '../contact/reference.ts';
import type { Lead } from '../store/types.ts';
import type { LeadMail, MailSettings } from './compose.ts';
import { domainOf } from './compose.ts';

/** Who the studio is, from the site's identity (content/site.json), handed in by the host. */
export interface SiteIdentity {
  name: string;
  siteUrl: string;
  bookingUrl: string;
  /** The promised response time, e.g. "one business day". */
  replyWithin: string;
}

/**
 * The confirmation the visitor receives. It goes to an address anyone can type into the form, so it
 * carries nothing the sender wrote (not the name, not the message): it cannot carry a spammer's text
 * to a third party, and the store sends at most one per address a day.
 */
export function composeAutoReply(lead: Lead, mail: MailSettings, site: SiteIdentity): LeadMail {
  const reference = leadReference(lead.id);
  const text = [
    'Hello,',
    '',
    `thank you for writing to ${site.name}. Your request has reached us. Its reference is ${reference}.`,
    '',
    'What happens next:',
    `- A lead from our team reads it and replies to this address within ${site.replyWithin},`,
    '  with questions and a first idea of how we would approach it.',
    `- If you would rather talk, book a call: ${site.bookingUrl}`,
    '- To add something, reply to this e-mail and keep the reference in the subject.',
    '',
    `${site.name} · ${site.siteUrl}`,
    '',
    `This address was entered in the contact form on ${new URL(site.siteUrl).host}. If that was`,
    'not you, please ignore this message: nothing else will be sent.',
    '',
  ].join('\n');
  return {
    from: mail.from,
    // One dot-atom address with one @ (contact/email.ts): no list, so exactly one mailbox is written to.
    to: lead.email,
    replyTo: { name: site.name, address: mail.to },
    subject: `We received your request (${reference})`,
    text,
    messageId: `<reply-${lead.id}@${domainOf(mail.from)}>`,
    // RFC 3834: an automatic answer; autoresponders on the other side must not answer it.
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
  };
}
