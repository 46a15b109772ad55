import type { Engine } from './support/engine.ts';
import type { Target } from './support/find.ts';
import { expect, expectNoApp, test, visit, WHEN } from './support/fixtures.ts';

/** The colour-mode switch in Firefox and WebKit, before the app (the inline starter) and after it. */
const toggle = (mode: string): Target => ({ role: 'button', name: new RegExp(`^Colour mode: ${mode}`) });
const scheme = (engine: Engine) =>
  engine.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'));

for (const when of WHEN) {
  test(`${when}: the switch cycles system → light → dark, and the app keeps the choice`, async ({
    engine,
    gate,
  }) => {
    await visit(engine, gate, '/Blog', when);
    await engine.tap(toggle('system'));
    await expect.poll(() => engine.visible(toggle('light'))).toBe(true);
    await engine.tap(toggle('light'));
    await expect.poll(() => scheme(engine)).toBe('dark');
    if (when === 'before the app') {
      await expectNoApp(engine);
      gate.release();
      await engine.waitForApp();
    }
    // The app starts from the stored mode: it never snaps back.
    expect(await engine.visible(toggle('dark'))).toBe(true);
    expect(await scheme(engine)).toBe('dark');
  });
}

test('a stored mode is the page’s from its first paint: its colours and its switch', async ({
  engine,
  gate,
}) => {
  await visit(engine, gate, '/Blog', 'after the app');
  await engine.evaluate(() => localStorage.setItem('mui-mode', 'dark'));
  await visit(engine, gate, '/Blog', 'before the app');
  expect(await scheme(engine)).toBe('dark');
  await expect.poll(() => engine.visible(toggle('dark'))).toBe(true);
  await expectNoApp(engine);
});
