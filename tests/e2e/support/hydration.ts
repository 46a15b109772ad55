import type { Page } from '@playwright/test';

/** Waits for gatsby-browser's marker: until React has hydrated, buttons do nothing on click. */
export const waitForHydration = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/** Loads a page and waits until it is interactive. */
export async function gotoHydrated(page: Page, path = '/') {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

export async function reloadHydrated(page: Page) {
  await page.reload();
  await waitForHydration(page);
}
