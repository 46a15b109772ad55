import type { Engine } from './support/engine.ts';
import { toWire, type Target } from './support/find.ts';
import type { ScriptGate } from './support/gate.ts';
import { expect, expectNoApp, test, visit } from './support/fixtures.ts';
import { searchWording } from '../../src/components/search/wording.ts';

/**
 * The site search (docs/search.md) in Firefox and WebKit. Before the app the header's control is a
 * link to /search, whose form is a GET to itself; once the app runs it opens the search dialog.
 * Either way the visitor types a word, sees results (title, section, excerpt) and follows one.
 */
const WORD = 'flutter'; // one the Chromium spec types (tests/e2e/search.spec.ts)
// Pagefind's first answer loads its files and WASM; a page loads in a session of its own: not instant.
const SLOW = { timeout: 20_000 };
const SECTIONS = ['Cases', 'Blog', 'Services', 'Industries', 'Pages'];

const control: Target = { role: 'link', name: searchWording.open, within: { role: 'banner' } };
const dialog: Target = { role: 'dialog', name: searchWording.label };
const main: Target = { css: 'main' };
const box = (scope: Target): Target => ({ role: 'searchbox', name: searchWording.label, within: scope });
const firstResult = (scope: Target): Target => ({
  role: 'link',
  within: { css: 'ul[data-query]', within: scope },
});

/** The results shown in `scope`: each item's link, title, section and excerpt. */
const results = (engine: Engine, scope: Target) =>
  engine.evaluate(
    (list, find) =>
      [...(find(list)?.children ?? [])].map((item) => ({
        href: item.querySelector('a')?.getAttribute('href') ?? '',
        title: item.querySelector('a')?.textContent?.trim() ?? '',
        section: item.querySelector('a + span')?.textContent?.trim() ?? '',
        excerpt: item.querySelector('p')?.textContent?.trim() ?? '',
      })),
    toWire({ css: `ul[data-query="${WORD}"]`, within: scope, hidden: true }),
  );

/** Waits for the results of WORD in `scope` and checks each has a title, a section and an excerpt. */
async function expectResults(engine: Engine, scope: Target) {
  await expect.poll(async () => (await results(engine, scope)).length, SLOW).toBeGreaterThan(0);
  for (const result of await results(engine, scope)) {
    expect(result.href, result.title).toMatch(/^\/\S+/);
    expect(result.title.length, result.href).toBeGreaterThan(1);
    expect(SECTIONS, result.href).toContain(result.section);
    expect(result.excerpt.length, result.href).toBeGreaterThan(10);
  }
}

/** Follows the first result by a tap and checks the page is the one it linked to. */
async function followFirst(engine: Engine, scope: Target) {
  const href = await engine.read(firstResult(scope), (a) => a.getAttribute('href'));
  await engine.tap(firstResult(scope));
  await expect.poll(() => engine.path(), SLOW).toBe(new URL(href!, engine.baseURL).pathname);
}

/**
 * Focuses the search field by a tap (from nothing focused) and checks it shows a focus indicator:
 * WebKitGTK drew none on a click (a visitor trial).
 */
async function expectRingAfterTap(engine: Engine, field: Target) {
  await engine.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await engine.tap(field);
  const ring = await engine.read(field, (input) => {
    const style = getComputedStyle(input);
    return {
      focused: document.activeElement === input,
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.focused, 'the tap focuses the field').toBe(true);
  expect(ring.outline || ring.shadow, 'an outline or a box shadow shows the focus').toBe(true);
}

/** /search holds WORD in its field and shows its results. */
async function expectPageSearched(engine: Engine) {
  await expectResults(engine, main);
  expect(await engine.read(box(main), (input) => (input as HTMLInputElement).value)).toBe(WORD);
}

/** Lets the app start on a page reached while its scripts were held. */
async function startApp(engine: Engine, gate: ScriptGate) {
  await expectNoApp(engine);
  gate.release();
  await engine.waitForApp();
}

test('after the app: the header control opens the dialog; results as the visitor types; a tap follows one', async ({
  engine,
  gate,
}) => {
  await visit(engine, gate, '/', 'after the app');
  await engine.tap(control);
  await expect.poll(() => engine.visible(box(dialog))).toBe(true);
  await expect.poll(() => engine.read(box(dialog), (input) => document.activeElement === input)).toBe(true);
  await expectRingAfterTap(engine, box(dialog));
  await engine.type(WORD);
  await expectResults(engine, dialog);
  await expect
    .poll(() => engine.read({ role: 'status', within: dialog }, (status) => status.textContent))
    .toMatch(new RegExp(`^(Top \\d+ of )?\\d+ results? for “${WORD}”$`));
  await followFirst(engine, dialog);
});

test('before the app: the control leads to /search, Enter sends the query, and its results show once the app runs', async ({
  engine,
  gate,
}) => {
  await visit(engine, gate, '/', 'before the app');
  await engine.tap(control);
  await expect.poll(() => engine.path(), SLOW).toBe('/search');
  await expectRingAfterTap(engine, box(main));
  await engine.type(WORD);
  await engine.press('Enter');
  await expect.poll(() => engine.path(), SLOW).toBe(`/search?q=${WORD}`);
  await startApp(engine, gate);
  await expectPageSearched(engine);
  await followFirst(engine, main);
});

test('before the app: a word typed into /search and not yet sent is searched once the app runs', async ({
  engine,
  gate,
}) => {
  await visit(engine, gate, '/search', 'before the app');
  await engine.tap(box(main));
  await engine.type(WORD);
  await startApp(engine, gate);
  await expectPageSearched(engine);
  await expect.poll(() => engine.path()).toBe(`/search?q=${WORD}`);
});

test(`/search?q=${WORD} shows its results on load, and the first tap follows one`, async ({
  engine,
  gate,
}) => {
  await visit(engine, gate, `/search?q=${WORD}`, 'after the app');
  await expectPageSearched(engine);
  // The tap is the page's first interaction, which starts the Google tag: a script added while the
  // page was being left cancelled this navigation in both engines (src/lib/leaving.ts).
  await followFirst(engine, main);
});
