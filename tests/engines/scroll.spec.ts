import { PHONE } from './support/engine.ts';
import { expect, expectNoApp, test, visit } from './support/fixtures.ts';

/**
 * A jump to the contact block on / (scrolled straight there, as a link to it or a fling would)
 * before the app must still show the block once the app has started and the sections above it
 * have rendered: WebKit has no scroll anchoring to keep it in place by itself.
 */
for (const [device, profile] of [
  ['desktop', undefined],
  ['phone', PHONE],
] as const) {
  test.describe(device, () => {
    if (profile) test.use({ profile });
    test(`${device}: a jump to the contact block before the app still lands on it after the app`, async ({
      engine,
      gate,
    }) => {
      await visit(engine, gate, '/', 'before the app');
      await engine.evaluate(() =>
        document.getElementById('contact-block-heading')?.scrollIntoView({ block: 'start' }),
      );
      await expectNoApp(engine);
      gate.release();
      await engine.waitForApp();
      // Sections render (images, lazy cards) for a while after hydration: look once they have.
      await engine.evaluate(() => new Promise((done) => setTimeout(done, 1500)));
      const heading = await engine.evaluate(() => {
        const r = document.getElementById('contact-block-heading')!.getBoundingClientRect();
        return { top: Math.round(r.top), bottom: Math.round(r.bottom), height: innerHeight };
      });
      expect(
        heading.top,
        `heading at ${heading.top}..${heading.bottom} of ${heading.height}`,
      ).toBeGreaterThanOrEqual(0);
      expect(heading.bottom).toBeLessThanOrEqual(heading.height);
    });
  });
}
