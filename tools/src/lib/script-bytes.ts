import type { Browser } from '@playwright/test';
import { scriptBytes as decodedScriptBytes } from '../../../tests/e2e/support/phone.ts';

/**
 * Bytes of JavaScript a page loads before the first tap: loaded without any input, unthrottled,
 * until the app has hydrated (`html[data-hydrated]`) and the network is idle. Decoded bytes: the
 * same figure however the server compresses. A chunk loaded on intent (the contact form's,
 * search's) is not in it, because nothing here shows intent.
 */
export async function scriptBytesBeforeTap(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(decodedScriptBytes);
  } finally {
    await page.close();
  }
}
