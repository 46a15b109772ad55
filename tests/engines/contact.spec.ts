import { writeFileSync } from 'node:fs';
import type { Engine } from './support/engine.ts';
import type { Target } from './support/find.ts';
import type { TestInfo } from '@playwright/test';
import { expect, expectNoApp, test, visit, WHEN } from './support/fixtures.ts';
import { findLeadByName, mailsForLead, samplePdf, uniqueName } from './support/leads.ts';

/**
 * The contact dialog in Firefox and WebKit: opened by "Get in touch", closed every way, and the
 * form sent, before the app and after it. Where an engine lacks `closedby` or invoker commands
 * (WebKitGTK 2.50 has neither), the page's own fallback opens and closes the dialog: the same taps
 * test it, and the test's annotation says which one ran.
 */
const dialog: Target = { css: '#contact-dialog' };
const getInTouch: Target = { role: 'button', name: 'Get in touch', within: { role: 'banner' } };
const field = (name: RegExp): Target => ({ role: 'textbox', name, within: dialog });
const nameField = field(/name/i);
const emailField = field(/e-?mail/i);
const messageField = field(/project|message/i);
const send: Target = { role: 'button', name: 'Send', within: dialog };

const isOpen = (engine: Engine) => engine.read(dialog, (d) => (d as HTMLDialogElement).open);
const value = (engine: Engine, target: Target) => engine.read(target, (el) => (el as HTMLInputElement).value);

/** Types a sender, an address and a message into the dialog's fields, tapping each first. */
async function fillForm(engine: Engine, sender: string, message: string) {
  await engine.tap(nameField);
  await engine.type(sender);
  await engine.tap(emailField);
  await engine.type('engine@example.com');
  await engine.tap(messageField);
  await engine.type(message);
}

async function openDialog(engine: Engine) {
  await engine.tap(getInTouch);
  await expect.poll(() => isOpen(engine)).toBe(true);
  await expect.poll(() => engine.visible(nameField)).toBe(true);
}

/** Which mechanism closes the dialog here: the platform's, or the page's fallback. */
async function noteMechanism(engine: Engine) {
  const native = await engine.evaluate(() => ({
    closedby: 'closedBy' in HTMLDialogElement.prototype,
    commands: 'commandForElement' in HTMLButtonElement.prototype,
  }));
  test.info().annotations.push({
    type: 'dialog',
    description: `${engine.name}: closedby ${native.closedby ? 'native' : 'fallback'}, invoker commands ${native.commands ? 'native' : 'fallback'}`,
  });
}

for (const when of WHEN) {
  test(`${when}: Get in touch opens the dialog; Escape, the close button and the backdrop close it`, async ({
    engine,
    gate,
  }) => {
    await visit(engine, gate, '/', when);
    await noteMechanism(engine);
    const closes: [string, () => Promise<void>][] = [
      ['Escape', () => engine.press('Escape')],
      ['the close button', () => engine.tap({ role: 'button', name: 'Close', within: dialog })],
      // Left of the centred dialog, on its backdrop.
      ['a backdrop tap', () => engine.tapAt(5, 400)],
    ];
    for (const [way, close] of closes) {
      await openDialog(engine);
      await close();
      await expect.poll(() => isOpen(engine), { message: `closed by ${way}` }).toBe(false);
    }
    if (when === 'before the app') await expectNoApp(engine);
  });

  test(`${when}: the form is sent once and the lead stored`, async ({ engine, gate }) => {
    await visit(engine, gate, '/', when);
    await openDialog(engine);
    const sender = uniqueName('Engine');
    await fillForm(engine, sender, `Sent from ${engine.name}, ${when}.`);
    await engine.tap(send);
    if (when === 'before the app') {
      await expectNoApp(engine);
      gate.release();
    }
    await expect
      .poll(() => engine.visible({ role: 'heading', name: 'Congrats!', within: dialog }), { timeout: 30_000 })
      .toBe(true);
    const lead = findLeadByName(sender);
    expect(lead).toMatchObject({
      email: 'engine@example.com',
      message: `Sent from ${engine.name}, ${when}.`,
    });
    await expect.poll(() => mailsForLead(lead!.id).length, { timeout: 15_000 }).toBe(1);
  });
}

/** The sample brief as a file on disk, for the engine's file chooser. */
function briefFile(info: TestInfo) {
  const pdf = samplePdf();
  const file = info.outputPath(pdf.name);
  writeFileSync(file, pdf.buffer);
  return file;
}

async function expectStoredWithBrief(sender: string) {
  const lead = findLeadByName(sender);
  expect(lead?.file).toMatch(/project-brief\.pdf\?alt=media&token=/);
  const download = await fetch(lead!.file!);
  expect(
    Buffer.from(await download.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect.poll(() => mailsForLead(lead!.id).length, { timeout: 15_000 }).toBe(1);
}

test('after the app: the form is sent with a file, stored with it and mailed once', async ({
  engine,
  gate,
}, info) => {
  const file = briefFile(info);
  await visit(engine, gate, '/', 'after the app');
  await openDialog(engine);
  const sender = uniqueName('Engine');
  await fillForm(engine, sender, 'With a brief.');
  await engine.setFile({ css: 'input[type=file]', within: dialog }, file);
  await expect
    .poll(() => engine.read(dialog, (d) => d.textContent?.includes('project-brief.pdf')))
    .toBe(true);
  await engine.tap(send);
  await expect
    .poll(() => engine.visible({ role: 'heading', name: 'Congrats!', within: dialog }), { timeout: 30_000 })
    .toBe(true);
  await expectStoredWithBrief(sender);
});

test('across the seam: a brief chosen and text typed before the app are sent once the app runs', async ({
  engine,
  gate,
}, info) => {
  const file = briefFile(info);
  await visit(engine, gate, '/', 'before the app');
  await openDialog(engine);
  const sender = uniqueName('Engine');
  await fillForm(engine, sender, 'Brief chosen early.');
  // One form from the first paint: the attachment is there before the app, and stays chosen.
  await engine.setFile({ css: 'input[type=file]', within: dialog }, file);
  await expectNoApp(engine);
  gate.release();
  await engine.waitForApp();
  await expect
    .poll(() => engine.read(dialog, (d) => d.textContent?.includes('project-brief.pdf')))
    .toBe(true);
  expect(await value(engine, nameField)).toBe(sender);
  await engine.tap(send);
  await expect
    .poll(() => engine.visible({ role: 'heading', name: 'Congrats!', within: dialog }), { timeout: 30_000 })
    .toBe(true);
  await expectStoredWithBrief(sender);
});

// Where keys are lost, they are lost in some runs only (issue 26: 4 of 5 in Chromium): three runs
// an engine, as many as the step's few minutes allow.
for (const run of [1, 2, 3]) {
  test(`across the seam, run ${run}: text typed before the app stays, and typing steadily through the takeover loses nothing`, async ({
    engine,
    gate,
  }) => {
    await visit(engine, gate, '/', 'before the app');
    await openDialog(engine);
    await engine.tap(nameField);
    await engine.type('Early ');
    await expectNoApp(engine);
    let typed = 'Early ';
    gate.release();
    // Steadily, 40 ms a key, until the app has hydrated the dialog (it marks its root) and a little
    // after: every key must land in the field the visitor is typing in.
    const alphabet = 'abcdefghijklmnopqrstuvwxyz';
    let after = -1;
    for (let i = 0; after < 15 && i < 600; i++) {
      const char = alphabet[i % alphabet.length]!;
      await engine.type(char, 40);
      typed += char;
      if (after >= 0) after += 1;
      else if (
        i % 5 === 4 &&
        (await engine.evaluate(() => Boolean(document.querySelector('#contact-dialog-root[data-hydrated]'))))
      )
        after = 0;
    }
    expect(after, 'the app took the form over while typing went on').toBe(15);
    expect(await value(engine, nameField)).toBe(typed);
    expect(await engine.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'name',
    );
  });
}
