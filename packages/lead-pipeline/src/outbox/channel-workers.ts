import type { PipelineConfig } from '../config.ts';
import { composeAutoReply } from '../mail/auto-reply.ts';
import { composeLeadMail } from '../mail/compose.ts';
import type { SiteIdentity } from '../mail/auto-reply.ts';
import type { MailSender } from '../mail/smtp.ts';
import { slackDelivery } from '../notify/slack.ts';
import { webhookDelivery } from '../notify/webhook.ts';
import { DEFAULT_AUTO_REPLY_WINDOW } from './channels.ts';
import type { ChannelName, OutboxPlan } from './channels.ts';
import { mailDelivery } from './delivery.ts';
import type { Delivery } from './delivery.ts';
import { OutboxWorker } from './worker.ts';
import type { OutboxWorkerOptions } from './worker.ts';

type ChannelConfig = Pick<PipelineConfig, 'smtpUrl' | 'notify'>;

/**
 * What saveLead queues for each lead: the team's e-mail always (it waits for SMTP_URL if unset), the
 * auto-reply where mail is configured and AUTO_REPLY is not off, Slack and the webhook when their URL is.
 */
export function outboxPlan(config: ChannelConfig): OutboxPlan {
  const { notify } = config;
  const channels: ChannelName[] = ['email'];
  if (config.smtpUrl && notify.autoReply) channels.push('autoReply');
  if (notify.slackWebhookUrl) channels.push('slack');
  if (notify.leadsWebhook) channels.push('webhook');
  return { channels, autoReplyWindow: DEFAULT_AUTO_REPLY_WINDOW };
}

export interface ChannelWorkersOptions extends Pick<
  OutboxWorkerOptions,
  'store' | 'clock' | 'log' | 'idleMs' | 'leaseMs' | 'maxAttempts' | 'retry'
> {
  config: ChannelConfig & Pick<PipelineConfig, 'mail'>;
  /** The SMTP sender, when SMTP_URL is set (its host closes it). */
  sender: MailSender | null;
  site: SiteIdentity;
  /** Whole-exchange limit of a Slack or webhook delivery (default HTTP_TIMEOUT_MS, 10 s). */
  httpTimeoutMs?: number;
}

/** The deliveries of the channels this configuration has, by channel. */
export function channelDeliveries(options: ChannelWorkersOptions): Partial<Record<ChannelName, Delivery>> {
  const { config, sender, site, clock, httpTimeoutMs } = options;
  const { notify, mail } = config;
  const deliveries: Partial<Record<ChannelName, Delivery>> = {};
  const planned = outboxPlan(config).channels;
  if (sender) deliveries.email = mailDelivery(sender, (lead) => composeLeadMail(lead, mail));
  if (sender && planned.includes('autoReply'))
    deliveries.autoReply = mailDelivery(sender, (lead) => composeAutoReply(lead, mail, site));
  if (notify.slackWebhookUrl) deliveries.slack = slackDelivery(notify.slackWebhookUrl, httpTimeoutMs);
  if (notify.leadsWebhook)
    deliveries.webhook = webhookDelivery(
      notify.leadsWebhook.url,
      notify.leadsWebhook.secret,
      () => clock.now(),
      httpTimeoutMs,
    );
  return deliveries;
}

/** One worker per configured channel, each with its own lanes, retries and dead letter. */
export function createChannelWorkers(options: ChannelWorkersOptions): Map<ChannelName, OutboxWorker> {
  const { store, clock, log, idleMs, leaseMs, maxAttempts, retry } = options;
  const workers = new Map<ChannelName, OutboxWorker>();
  for (const [channel, delivery] of Object.entries(channelDeliveries(options)) as [ChannelName, Delivery][])
    workers.set(
      channel,
      new OutboxWorker({ store, channel, delivery, clock, log, idleMs, leaseMs, maxAttempts, retry }),
    );
  return workers;
}
