import { expect, test } from '@playwright/test';
import {
  blockRecaptcha,
  gotoHydrated,
  findLead,
  mailsForLead,
  openContactFromHeader,
  samplePdf,
  standInRecaptcha,
  stubGoogleTag,
  uniqueName,
} from './support/contact-fixtures.ts';

const ERROR_RED = 'rgb(185, 28, 28)'; // theme error.main (light scheme)

test.beforeEach(async ({ page }) => {
  await stubGoogleTag(page);
});

test('opens from the header, locks page scroll and unlocks it on every way out', async ({ page }) => {
  await blockRecaptcha(page);
  const dialog = await openContactFromHeader(page);
  await expect(dialog).toContainText('Marta Lindqvist');
  await expect(dialog).toContainText('Founder & CEO');
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await bodyOverflow()).toBe('hidden');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await bodyOverflow()).not.toBe('hidden');

  // Backdrop click.
  await page.getByRole('banner').getByRole('button', { name: 'Get in touch' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(dialog).toBeHidden();
  expect(await bodyOverflow()).not.toBe('hidden');

  // Escape.
  await page.getByRole('banner').getByRole('button', { name: 'Get in touch' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await bodyOverflow()).not.toBe('hidden');
});

test('an empty submit shows red borders that clear as the visitor types', async ({ page }) => {
  await blockRecaptcha(page);
  const dialog = await openContactFromHeader(page);
  const name = dialog.getByRole('textbox', { name: /your name/i });
  const email = dialog.getByRole('textbox', { name: /your email/i });
  const message = dialog.getByRole('textbox', { name: /your project/i });
  await expect(name).toHaveAttribute('placeholder', 'Name');
  await expect(email).toHaveAttribute('placeholder', 'Email');
  await expect(message).toHaveAttribute('placeholder', 'Describe your project...');

  await dialog.getByRole('button', { name: 'Send' }).click();
  // The border is MUI's outline, drawn by the fieldset beside the input.
  const outline = (field: typeof name) => field.locator('xpath=following-sibling::fieldset');
  for (const field of [name, email, message]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(outline(field)).toHaveCSS('border-color', ERROR_RED);
  }
  await expect(name).toHaveAccessibleDescription('Please enter your name.');
  // The captcha could not load: its area says that one true thing, not also "tick the box" in red.
  await expect(
    dialog.getByText('The verification could not be loaded. You can still send the form.'),
  ).toBeVisible();
  await expect(dialog.getByText('Please confirm that you are not a robot.')).toHaveCount(0);
  await expect(dialog.getByTestId('captcha-box')).not.toHaveCSS('border-color', ERROR_RED);

  await name.fill('Jane');
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  await expect(outline(name)).not.toHaveCSS('border-color', ERROR_RED);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.pressSequentially('jane@example');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
});

test('a full request with a PDF and NDA Yes is stored with its file and mailed exactly once', async ({
  page,
}) => {
  await blockRecaptcha(page); // offline, as here: the form must still work
  const dialog = await openContactFromHeader(page);
  await expect(
    dialog.getByText('The verification could not be loaded. You can still send the form.'),
  ).toBeVisible();
  const sender = uniqueName('Jane');
  await dialog.getByRole('textbox', { name: /your name/i }).fill(sender);
  await dialog.getByRole('textbox', { name: /your email/i }).fill('jane@example.com');
  await dialog.getByRole('textbox', { name: /your project/i }).fill('A habit tracker for iOS and Android.');
  await dialog.getByLabel('Attach the file').setInputFiles(samplePdf());
  // The picker's label now reads the file name, and the file can be removed again.
  await expect(dialog.locator('label', { hasText: 'project-brief.pdf' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove project-brief.pdf' })).toBeVisible();
  const nda = dialog.getByRole('switch', { name: 'Send me NDA' });
  await nda.check();
  await expect(nda).toBeChecked();

  const responsePromise = page.waitForResponse('**/api/contactFormV2');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const response = await responsePromise;
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  await expect(dialog.getByRole('heading', { name: 'Congrats!' })).toBeVisible();

  const lead = findLead(id);
  expect(lead).toMatchObject({ name: sender, email: 'jane@example.com', send_nda: 'Yes' });
  expect(lead?.file).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/v0\/b\/fernhill-local\.appspot\.com\/o\/contact%2FJane-[a-z0-9]+%2F[^?]+-project-brief\.pdf\?alt=media&token=/,
  );
  const download = await page.request.get(lead!.file!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await expect.poll(() => mailsForLead(id).length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(1000); // a second delivery would arrive within the worker's idle time
  const mails = mailsForLead(id);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.raw).toContain(`Name: ${sender}`);
  expect(mails[0]!.raw).toContain('Send NDA: Yes');

  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
});

test('a failing function keeps the form filled and says what happened', async ({ page }) => {
  await blockRecaptcha(page);
  await page.route('**/api/contactFormV2', (route) =>
    route.fulfill({ status: 500, json: { ok: false, error: 'unavailable', message: 'Simulated outage.' } }),
  );
  const dialog = await openContactFromHeader(page);
  const name = dialog.getByRole('textbox', { name: /your name/i });
  const message = dialog.getByRole('textbox', { name: /your project/i });
  await name.fill('Jane Doe');
  await dialog.getByRole('textbox', { name: /your email/i }).fill('jane@example.com');
  await message.fill('Keep me.');
  await dialog.getByRole('button', { name: 'Send' }).click();

  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Simulated outage.');
  await expect(alert.getByRole('link', { name: 'hello@fernhill.studio' })).toHaveAttribute(
    'href',
    'mailto:hello@fernhill.studio',
  );
  await expect(name).toHaveValue('Jane Doe');
  await expect(message).toHaveValue('Keep me.');
  await expect(name).toBeEditable();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
  await expect(dialog.getByRole('heading', { name: 'Congrats!' })).toHaveCount(0);
});

test('with a reCAPTCHA script available, the token reaches the request', async ({ page }) => {
  await standInRecaptcha(page);
  const dialog = await openContactFromHeader(page);
  await dialog.getByRole('textbox', { name: /your name/i }).fill(uniqueName('Robo'));
  await dialog.getByRole('textbox', { name: /your email/i }).fill('robo@example.com');
  await dialog.getByRole('textbox', { name: /your project/i }).fill('Not a robot.');
  await dialog.getByRole('button', { name: "I'm not a robot (stand-in)" }).click();

  const requestPromise = page.waitForRequest('**/api/contactFormV2');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const body = (await requestPromise).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ captchaToken: 'e2e-captcha-token', sendNDA: 'No', website: '' });
  expect(body).not.toHaveProperty('file');
  await expect(dialog.getByRole('heading', { name: 'Congrats!' })).toBeVisible();
});

test('keyboard only: open from the header, send, close, and focus returns to Get in touch', async ({
  page,
}) => {
  await blockRecaptcha(page);
  await gotoHydrated(page);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Get in touch' });
  const tabUntil = async (target: typeof opener, max = 40) => {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  };

  await tabUntil(opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Tell us about your project' });
  await expect(dialog).toBeVisible();

  await tabUntil(dialog.getByRole('textbox', { name: /your name/i }), 5);
  await page.keyboard.type(uniqueName('Kay'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('kay@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Typed without a mouse.');
  await tabUntil(dialog.getByRole('switch', { name: 'Send me NDA' }), 5);
  await page.keyboard.press('Space');
  await tabUntil(dialog.getByRole('button', { name: 'Send' }), 10);
  await page.keyboard.press('Enter');

  const ok = dialog.getByRole('button', { name: 'Ok' });
  await expect(dialog.getByRole('heading', { name: 'Congrats!' })).toBeVisible();
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
