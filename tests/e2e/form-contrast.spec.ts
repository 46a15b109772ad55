import { test, expect, type Locator, type Page } from '@playwright/test';
import { blockRecaptcha, stubGoogleTag } from './support/contact-fixtures';
import { gotoHydrated } from './support/hydration';
import { backgroundBehind, cssContrast } from './support/contrast';

/**
 * Issue 34, item 5 (D4): a form field's edge must stand out from what surrounds it by 3:1 (WCAG
 * 1.4.11), and a placeholder, being text, by 4.5:1 (1.4.3); the dialog's inputs were at 1.73:1
 * (light) and 2.09:1 (dark), /Cases' selects at 1.23:1 and 1.38:1, the attachment's dashed edge at
 * 2.45:1 and the placeholders at 2.68:1. Measured from computed styles, in both schemes.
 */

/** A computed colour of the element, or of one of its pseudo-elements. */
const colourOf = (target: Locator, property: 'borderTopColor' | 'color', pseudo?: string) =>
  target.evaluate(
    (el, [prop, pseudoElement]) => {
      const style = getComputedStyle(el, pseudoElement);
      // A placeholder's opacity dims its colour: fold it into the colour's alpha.
      const [r, g, b, a = 1] = (style[prop as 'color'].match(/[\d.]+/g) ?? []).map(Number);
      return `rgba(${r}, ${g}, ${b}, ${a * Number(style.opacity)})`;
    },
    [property, pseudo] as const,
  );

async function expectEdge(target: Locator, what: string) {
  const ratio = cssContrast(await colourOf(target, 'borderTopColor'), await backgroundBehind(target, false));
  expect.soft(ratio, `${what}: edge against its surroundings`).toBeGreaterThanOrEqual(3);
}

const openDialog = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Get in touch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us about your project' });
  await expect(dialog).toBeVisible();
  return dialog;
};

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme}: the contact dialog's fields, attachment and placeholders stand out`, async ({ page }) => {
    await blockRecaptcha(page);
    await stubGoogleTag(page);
    await page.emulateMedia({ colorScheme: scheme });
    await gotoHydrated(page, '/');
    const dialog = await openDialog(page);
    for (const name of ['Your name', 'Your email', 'Your project']) {
      const field = dialog.getByRole('textbox', { name });
      // MUI draws the edge of an outlined input with a fieldset around it.
      await expectEdge(field.locator('xpath=..').locator('fieldset'), name);
      const placeholder = cssContrast(
        await colourOf(field, 'color', '::placeholder'),
        await backgroundBehind(field),
      );
      expect.soft(placeholder, `${name}: placeholder`).toBeGreaterThanOrEqual(4.5);
    }
    await expectEdge(dialog.locator('label', { hasText: 'Attach the file' }), 'Attach the file');
  });

  test(`${scheme}: the /Cases filters' selects stand out`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await gotoHydrated(page, '/Cases');
    for (const name of ['Industry', 'Platform']) await expectEdge(page.getByRole('combobox', { name }), name);
  });
}
