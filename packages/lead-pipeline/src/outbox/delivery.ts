import type { LeadMail } from '../mail/compose.ts';
import type { MailSender } from '../mail/smtp.ts';
import type { Lead } from '../store/types.ts';

/** How one channel hands a lead over: resolves once its receiver accepted it, rejects otherwise. */
export interface Delivery {
  deliver(lead: Lead): Promise<void>;
}

/** A refusal no retry can change (a webhook answering 404 or 410): the row is given up at once. */
export class PermanentFailure extends Error {
  override name = 'PermanentFailure';
}

/** A channel that is a mail: composed from the lead, sent over SMTP. */
export function mailDelivery(sender: MailSender, compose: (lead: Lead) => LeadMail): Delivery {
  return { deliver: (lead) => sender.send(compose(lead)) };
}
