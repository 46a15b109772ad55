import { leadReference } from '../contact/reference.ts';
import type { Delivery } from '../outbox/delivery.ts';
import type { Lead } from '../store/types.ts';
import { HTTP_TIMEOUT_MS, postJson } from './http-post.ts';

const EXCERPT_CHARS = 280;

/**
 * Slack reads `<…>` as a link, a mention (`<@U123>`, `<!channel>`) or a date, and `&` as the start of
 * an entity: escaping these three, as Slack's own guide says, leaves a visitor's text as text.
 */
export function escapeMrkdwn(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The first lines of the message, quoted, cut at a word. */
function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  const cut =
    flat.length <= EXCERPT_CHARS ? flat : `${flat.slice(0, EXCERPT_CHARS).replace(/\s+\S*$/, '')} …`;
  return `> ${escapeMrkdwn(cut)}`;
}

/** The message the team's channel receives: who, the reference, an excerpt, the attachment's link. */
export function slackMessage(lead: Lead): { text: string } {
  // Our bucket's download URL (checked when stored); `|` would end the link's address early.
  const file = lead.file ? `<${escapeMrkdwn(lead.file.replaceAll('|', '%7C'))}|attachment>` : 'none';
  return {
    text: [
      `*New project inquiry from ${escapeMrkdwn(lead.name)}* (${leadReference(lead.id)})`,
      `Email: ${escapeMrkdwn(lead.email)} · NDA: ${lead.sendNDA} · Attachment: ${file}`,
      excerpt(lead.message),
      `Lead id: ${lead.id} · received ${lead.receivedAt}`,
    ].join('\n'),
  };
}

/** A Slack incoming webhook (SLACK_WEBHOOK_URL). */
export function slackDelivery(url: string, timeoutMs = HTTP_TIMEOUT_MS): Delivery {
  return {
    deliver: (lead) =>
      postJson({ url, body: JSON.stringify(slackMessage(lead)), timeoutMs, receiver: 'Slack webhook' }),
  };
}
