import type { Engine, Profile } from './support/engine.ts';
import { PHONE } from './support/engine.ts';
import type { Target } from './support/find.ts';
import { expect, expectNoApp, test, visit, WHEN } from './support/fixtures.ts';

/**
 * The site menu in Firefox and WebKit, before the app (native <details> and popover alone) and
 * after it. On the phone profile Firefox taps with touch input; WebKitGTK has neither touch input
 * nor touch emulation, and MiniBrowser's window is at least 447 px wide, so there it clicks with a
 * mouse at 447 px (still the phone layout, below the 900 px breakpoint).
 */
const nav: Target = { role: 'navigation', name: 'Main' };
const group = (name: string): Target => ({ css: 'summary', name, within: nav });
const link = (name: string): Target => ({ role: 'link', name, within: nav });
const isOpen = (engine: Engine, name: string) =>
  engine.read(group(name), (summary) => Boolean(summary.closest('details')?.open));
const shown = (engine: Engine, target: Target) => expect.poll(() => engine.visible(target)).toBe(true);

for (const when of WHEN) {
  test(`desktop, ${when}: a group, a nested submenu, then a link`, async ({ engine, gate }) => {
    await visit(engine, gate, '/', when);
    await engine.tap(group('Services'));
    await shown(engine, link('Quality Assurance'));
    await engine.tap(group('Engineering'));
    await shown(engine, link('Flutter Development'));
    if (when === 'before the app') await expectNoApp(engine);
    await engine.tap(link('Flutter Development'));
    await expect.poll(() => engine.path()).toBe('/Engineering/FlutterDevelopment');
    await shown(engine, { role: 'heading', name: /Flutter/ });
  });
}

test.describe('phone', () => {
  test.use({ profile: PHONE satisfies Profile });

  const openMenu = async (engine: Engine) => {
    await engine.tap({ role: 'button', name: 'Menu' });
    await expect
      .poll(() => engine.read({ css: '#site-menu' }, (menu) => menu.matches(':popover-open')))
      .toBe(true);
  };

  for (const when of WHEN) {
    test(`${when}: open the menu, open Services, tap Industries: Industries opens`, async ({
      engine,
      gate,
    }) => {
      await visit(engine, gate, '/', when);
      await openMenu(engine);
      await engine.tap(group('Services'));
      await shown(engine, link('Quality Assurance'));
      await engine.tap(group('Industries'));
      await expect.poll(() => isOpen(engine, 'Industries')).toBe(true);
      await shown(engine, link('Education'));
      expect(await isOpen(engine, 'Services')).toBe(false);
      if (when === 'before the app') await expectNoApp(engine);
    });

    test(`${when}: with Industries open, tap Blog: it navigates`, async ({ engine, gate }) => {
      await visit(engine, gate, '/', when);
      await openMenu(engine);
      await engine.tap(group('Industries'));
      await shown(engine, link('Education'));
      if (when === 'before the app') await expectNoApp(engine);
      await engine.tap(link('Blog'));
      await expect.poll(() => engine.path()).toBe('/Blog');
    });

    test(`${when}: with Product Design open, tap Quality Assurance: it navigates`, async ({
      engine,
      gate,
    }) => {
      await visit(engine, gate, '/Blog', when);
      await openMenu(engine);
      await engine.tap(group('Services'));
      await engine.tap(group('Product Design'));
      await shown(engine, link('Mobile Design'));
      if (when === 'before the app') await expectNoApp(engine);
      await engine.tap(link('Quality Assurance'));
      await expect.poll(() => engine.path()).toBe('/QualityAssurance');
    });
  }

  test('across the seam: a group opened before the app stays open, and the next taps count', async ({
    engine,
    gate,
  }) => {
    await visit(engine, gate, '/', 'before the app');
    await openMenu(engine);
    await engine.tap(group('Services'));
    await shown(engine, link('Quality Assurance'));
    await expectNoApp(engine);
    gate.release();
    await engine.waitForApp();
    expect(await isOpen(engine, 'Services')).toBe(true);
    expect(await engine.visible(link('Quality Assurance'))).toBe(true);
    await engine.tap(group('Industries'));
    await expect.poll(() => isOpen(engine, 'Industries')).toBe(true);
    await engine.tap(link('Blog'));
    await expect.poll(() => engine.path()).toBe('/Blog');
  });
});

test('desktop, across the seam: a group opened before the app stays open', async ({ engine, gate }) => {
  await visit(engine, gate, '/', 'before the app');
  await engine.tap(group('Industries'));
  await shown(engine, link('Mental Health'));
  await expectNoApp(engine);
  gate.release();
  await engine.waitForApp();
  expect(await isOpen(engine, 'Industries')).toBe(true);
  await engine.tap(link('Mental Health'));
  await expect.poll(() => engine.path()).toBe('/Industries/MentalHealth');
});

// Issue 34 (D5): in WebKit, a link followed from the phone's menu opened before the app, then
// Back, brought the page back from the back/forward cache with the menu open and its scroll locked.
test.describe('phone, back from a page', () => {
  test.use({ profile: PHONE satisfies Profile });

  test('before the app: a link followed from the open menu, then Back: the menu is closed and the page scrolls', async ({
    engine,
    gate,
  }) => {
    await visit(engine, gate, '/', 'before the app');
    await engine.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await engine.tap({ role: 'button', name: 'Menu' });
    await expect
      .poll(() => engine.read({ css: '#site-menu' }, (menu) => menu.matches(':popover-open')))
      .toBe(true);
    await expectNoApp(engine);
    await engine.tap(link('Blog'));
    await expect.poll(() => engine.path()).toBe('/Blog');
    await engine.back();
    await expect.poll(() => engine.path()).toBe('/');
    const state = () =>
      engine.evaluate(() => ({
        restored: (window as unknown as { kept?: boolean }).kept === true,
        // null while the page Back reloads is still parsed (Firefox keeps no cache of it here)
        open: document.getElementById('site-menu')?.matches(':popover-open') ?? null,
        overflow: getComputedStyle(document.documentElement).overflow,
      }));
    await expect.poll(async () => (await state()).open).toBe(false);
    const { restored, overflow } = await state();
    expect(overflow).not.toBe('hidden');
    // Where the engine kept the page in its cache, it is that page (with what its script set).
    if (engine.name === 'webkit') expect(restored).toBe(true);
  });
});
