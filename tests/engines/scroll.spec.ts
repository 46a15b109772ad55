import { PHONE } from './support/engine.ts';
import { expect, expectNoApp, test, visit } from './support/fixtures.ts';

/**
 * A jump to the contact block on / before the app must still show the block once the app runs
 * and the sections on the way have rendered: at once ('instant', a script's jump), and as a link
 * to the block does it ('auto': a #contact fragment navigation, with the page's own smooth
 * scrolling). WebKit has no scroll anchoring to keep the block in place.
 */
for (const [device, profile] of [
  ['desktop', undefined],
  ['phone', PHONE],
] as const) {
  test.describe(device, () => {
    if (profile) test.use({ profile });
    for (const behavior of ['instant', 'auto'] as const) {
      test(`${device}: a jump (${behavior}) to the contact block before the app still lands on it after the app`, async ({
        engine,
        gate,
      }) => {
        await visit(engine, gate, '/', 'before the app');
        await engine.evaluate((behavior) => {
          if (behavior === 'auto') location.hash = '#contact';
          else document.getElementById('contact-block-heading')?.scrollIntoView({ block: 'start', behavior });
        }, behavior);
        await expectNoApp(engine);
        gate.release();
        await engine.waitForApp();
        // Look once the page has stopped scrolling: the same position over 600 ms.
        await engine.evaluate(
          () =>
            new Promise<void>((done) => {
              let [last, still] = [-1, 0];
              const look = () => {
                [still, last] = [scrollY === last ? still + 1 : 0, scrollY];
                if (still >= 3) done();
                else setTimeout(look, 200);
              };
              setTimeout(look, 1000);
            }),
        );
        const heading = await engine.evaluate(() => {
          const r = document.getElementById('contact-block-heading')!.getBoundingClientRect();
          return { top: Math.round(r.top), bottom: Math.round(r.bottom), height: innerHeight };
        });
        const where = `heading at ${heading.top}..${heading.bottom} of a ${heading.height} px viewport`;
        expect(heading.top, where).toBeGreaterThanOrEqual(0);
        expect(heading.bottom, where).toBeLessThanOrEqual(heading.height);
      });
    }
  });
}
