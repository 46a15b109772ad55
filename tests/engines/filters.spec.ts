import type { Engine } from './support/engine.ts';
import type { Target, WireTarget } from './support/find.ts';
import { expect, expectNoApp, test, visit, WHEN } from './support/fixtures.ts';
import { caseCount } from '../e2e/support/routes.ts';

/** The /Cases filters in Firefox and WebKit, before the app (the inline starter) and after it. */
const industry: Target = { role: 'combobox', name: 'Industry' };
const caseList: WireTarget = { role: 'list', name: 'Case studies', hidden: true };
const shownCases = (engine: Engine) =>
  engine.evaluate(
    (list, find) => [...(find(list)?.children ?? [])].filter((item) => !(item as HTMLElement).hidden).length,
    caseList,
  );

for (const when of WHEN) {
  test(`${when}: an industry chosen filters the list, and the app keeps the choice`, async ({
    engine,
    gate,
  }) => {
    await visit(engine, gate, '/Cases', when);
    expect(await shownCases(engine)).toBe(caseCount);
    await engine.choose(industry, 'Education');
    await expect.poll(() => shownCases(engine)).toBeLessThan(caseCount);
    expect(await shownCases(engine)).toBeGreaterThan(0);
    if (when === 'before the app') {
      // Issue 34 (D7): the count beside the list read "27 of 27" until the app came.
      expect(await engine.read({ role: 'status' }, (status) => status.textContent)).toBe(
        `${await shownCases(engine)} of ${caseCount} case studies`,
      );
      await expectNoApp(engine);
      gate.release();
      await engine.waitForApp();
    }
    await expect.poll(() => engine.path()).toBe('/Cases?industry=Education');
    expect(await engine.read(industry, (select) => (select as HTMLSelectElement).value)).toBe('Education');
    await expect
      .poll(() => engine.read({ role: 'status' }, (status) => status.textContent))
      .toMatch(new RegExp(`^\\d+ of ${caseCount}`));
    expect(await engine.read({ role: 'status' }, (status) => status.textContent)).not.toMatch(
      `${caseCount} of`,
    );
  });
}
