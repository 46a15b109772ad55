import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import { stackInfoPath, type StackInfo } from './stack-info.ts';
import { gotoHydrated } from './hydration.ts';

export const readStackInfo = (): StackInfo => JSON.parse(readFileSync(stackInfoPath(), 'utf8')) as StackInfo;

export interface StoredLead {
  id: string;
  name: string;
  email: string;
  message: string;
  send_nda: string;
  file: string | null;
}

/** The lead as the local stack stored it (SQLite, read-only). */
export function findLead(id: string): StoredLead | undefined {
  const db = new DatabaseSync(readStackInfo().dbPath, { readOnly: true });
  try {
    const row = db.prepare('SELECT id, name, email, message, send_nda, file FROM leads WHERE id = ?').get(id);
    return row as StoredLead | undefined;
  } finally {
    db.close();
  }
}

export interface ReceivedMail {
  from: string | null;
  to: string[];
  raw: string;
}

/** Mails the SMTP server received for one lead (the function sets X-Lead-Id). */
export function mailsForLead(id: string): ReceivedMail[] {
  const { mailDir } = readStackInfo();
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(mailDir, name), 'utf8')) as ReceivedMail)
    .filter((mail) => new RegExp(`^X-Lead-Id: ${id}\\r?$`, 'im').test(mail.raw));
}

/** A test gtag: every call is pushed to window.__gtagCalls (the Google tag itself never loads). */
export async function recordGtag(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
  await stubGoogleTag(page);
}

/** Names of the events recorded by recordGtag (conversions and set-up commands left out). */
export const recordedEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls ?? [])
      .filter((call) => call[0] === 'event' && call[1] !== 'conversion')
      .map((call) => ({ name: call[1], params: call[2] ?? null })),
  );

/** Answers the Google tag's script URL with an empty script, so no test depends on the network. */
export const stubGoogleTag = (page: Page) =>
  page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__googleTagLoaded = true;' }),
  );

/**
 * A stand-in for Google's reCAPTCHA script: renders an "I'm not a robot" button that yields the
 * token `e2e-captcha-token`, and calls the loader's onload callback like the real script.
 */
export const standInRecaptcha = (page: Page) =>
  page.route('https://www.google.com/recaptcha/**', (route) => {
    const onload = new URL(route.request().url()).searchParams.get('onload') ?? 'onloadcallback';
    const body = `
      window.grecaptcha = {
        render(el, opts) {
          const b = document.createElement('button');
          b.type = 'button';
          b.textContent = "I'm not a robot (stand-in)";
          b.onclick = () => { b.textContent = 'Verified (stand-in)'; opts.callback('e2e-captcha-token'); };
          el.appendChild(b);
          return 0;
        },
        reset() {},
        getResponse() { return ''; },
        execute() {},
      };
      // Like Google's loader, which fetches the widget's code first: the callback comes after the
      // script's own load event (react-async-script refuses a callback before it).
      setTimeout(() => window[${JSON.stringify(onload)}] && window[${JSON.stringify(onload)}]());
    `;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });

/** The reCAPTCHA script cannot load (what happens offline), deterministically and at once. */
export const blockRecaptcha = (page: Page) =>
  page.route('https://www.google.com/recaptcha/**', (route) => route.abort());

export { gotoHydrated };

export async function openContactFromHeader(page: Page) {
  await gotoHydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Get in touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us about your project' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A tiny but real PDF: the storage stand-in and the function check the bytes, not just the name. */
export const samplePdf = () => ({
  name: 'project-brief.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
