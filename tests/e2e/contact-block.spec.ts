import { expect, test, type Page } from '@playwright/test';
import { blockRecaptcha, gotoHydrated, recordedEvents, recordGtag } from './support/contact-fixtures.ts';

test.beforeEach(async ({ page }) => {
  await recordGtag(page);
  await blockRecaptcha(page);
  // External links and mail/tel handlers are not followed; only their click handlers matter here.
  await page.route(/^https:\/\/(wa\.me|cal\.com)\//, (route) => route.fulfill({ status: 204, body: '' }));
});

const contactBlock = (page: Page) => page.getByRole('region', { name: 'Tell us about your project!' });

test('copying the e-mail address confirms with a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page);
  const block = contactBlock(page);
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('button', { name: 'Copy email address' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hello@fernhill.studio');
});

test('the contact block and the form report the spec analytics events', async ({ page }) => {
  await gotoHydrated(page);
  const block = contactBlock(page);
  // Keep the browser on the page: mailto:/tel: and new tabs are not what is under test.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a');
        if (link && /^(mailto:|tel:|https:)/.test(link.getAttribute('href') ?? '')) event.preventDefault();
      },
      true,
    ),
  );
  await block.getByRole('link', { name: 'hello@fernhill.studio' }).click();
  await block.getByRole('link', { name: 'WhatsApp' }).click();
  await block.getByRole('link', { name: /415 555 0142/ }).click();

  await page.getByRole('banner').getByRole('button', { name: 'Get in touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us about your project' });
  await dialog.getByRole('textbox', { name: /your name/i }).fill('Analytics Check');
  await dialog.getByRole('textbox', { name: /your email/i }).fill('check@example.com');
  await dialog.getByRole('textbox', { name: /your project/i }).fill('Counting clicks.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('heading', { name: 'Congrats!' })).toBeVisible();

  expect(await recordedEvents(page)).toEqual([
    { name: 'get_in_touch_home_inside_email', params: null },
    { name: 'get_in_touch_home_inside_WhatsApp', params: null },
    { name: 'whatsapp_click', params: null },
    { name: 'call_click', params: null },
    { name: 'get_in_touch_home_inside', params: { page: 'main_page' } },
  ]);
});

test('"Fill out the contact form" opens the modal without the header', async ({ page }) => {
  await gotoHydrated(page);
  const button = contactBlock(page).getByRole('button', { name: 'Fill out the contact form' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Tell us about your project' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('a campaign page (/AI, showPhone in its file) offers Book a call as an external link instead of the phone', async ({
  page,
}) => {
  await gotoHydrated(page, '/AI');
  const block = contactBlock(page);
  const book = block.getByRole('link', { name: 'Book a call' });
  await expect(book).toHaveAttribute('href', /^https:\/\/cal\.com\//);
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', /noopener/);
  await expect(block.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(block.getByRole('button', { name: 'Fill out the contact form' })).toHaveCount(0);

  // The site default (content/site.json) keeps the home page on the form and the phone.
  await gotoHydrated(page, '/');
  await expect(contactBlock(page).getByRole('link', { name: 'Book a call' })).toHaveCount(0);
  await expect(contactBlock(page).locator('a[href^="tel:"]')).toHaveCount(1);
});

test('/AI says how it can be reached: write, message or book a call (it has no call link)', async ({
  page,
}) => {
  await gotoHydrated(page, '/AI');
  await expect(contactBlock(page)).toContainText('Write, message or book a call');
  await gotoHydrated(page, '/');
  await expect(contactBlock(page)).toContainText('Write, message or call us');
});

test('a jump to the contact block (/#contact) lands on it and stays there while the page settles', async ({
  page,
}) => {
  await page.goto('/#contact');
  const block = page.locator('#contact');
  const onScreen = () =>
    block.evaluate((el) => {
      const { top, bottom } = el.getBoundingClientRect();
      // At the top of the viewport (below the sticky header, if it keeps a scroll margin).
      return top > -2 && top < 160 && bottom > 0;
    });
  await expect.poll(onScreen).toBe(true);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Images load and sections below the first screen take their real heights meanwhile.
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(await onScreen()).toBe(true);
});
