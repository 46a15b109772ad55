/** @jest-environment jsdom */
import {
  runStarter,
  keptValue,
  takeKeptSend,
  HYDRATED_ATTRIBUTE,
  DEFERRED_STYLESHEET_WAIT_MS,
} from '../../loading';
import { COLOR_SCHEME } from '../../theme/color-scheme';
import startSite from '../starter';

/**
 * What the real inline starter does by itself before the app runs (jsdom: it has no invoker
 * commands, so the starter's own show-modal/close is what runs here; Chromium's native one is
 * covered by tests/e2e/first-tap.responsive.spec.ts). The starter is run once: its listeners
 * are on the window, which all tests here share.
 */
const SCHEME = COLOR_SCHEME.attribute;

beforeAll(() => {
  window.matchMedia = (() => ({ matches: false })) as never; // the system scheme is light
  runStarter(window, startSite); // the starter's own code, the site's part with it, as the page runs it
});

beforeEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.setAttribute(SCHEME, 'light');
  localStorage.clear();
  document.body.innerHTML = `
    <div data-mui-color-scheme="dark"><main id="main">
      <button id="switch" data-color-mode-switch>Colour</button>
      <button id="open" commandfor="dialog" command="show-modal" data-origin="cta">Get in touch</button>
      <select name="industry" data-keep data-filters="list">
        <option value="">All</option><option value="health">Health</option><option value="education">Education</option>
      </select>
      <select name="platform" data-keep data-filters="list">
        <option value="">All</option><option>iOS</option><option>Web</option>
      </select>
      <ul id="list">
        <li data-industry="health" data-platform="iOS|Android">A</li>
        <li data-industry="education" data-platform="Web">B</li>
        <li data-industry="health" data-platform="Web">C</li>
      </ul>
    </main></div>
    <div id="dialog-root"><dialog id="dialog" closedby="any">
      <button id="close" commandfor="dialog" command="close">Close</button>
      <form data-keep><input name="name"><button id="send" type="submit">Send</button></form>
    </dialog></div>`;
});

const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

describe('the colour-mode switch before the app', () => {
  it('cycles system → light → dark → system, stores the mode and applies its scheme at the tap', () => {
    expect(click('switch').defaultPrevented).toBe(true);
    expect(localStorage.getItem(COLOR_SCHEME.modeStorageKey)).toBe('light');
    click('switch');
    expect(localStorage.getItem(COLOR_SCHEME.modeStorageKey)).toBe('dark');
    expect(document.documentElement).toHaveAttribute(SCHEME, 'dark');
    click('switch');
    expect(localStorage.getItem(COLOR_SCHEME.modeStorageKey)).toBe('system');
    expect(document.documentElement).toHaveAttribute(SCHEME, 'light');
    expect(document.getElementById('switch')).toHaveAttribute('data-mode', 'system');
    expect(document.getElementById('switch')).toHaveAccessibleName('Colour mode: system. Switch to light');
  });

  it('leaves the tap to the app once it has hydrated, and ignores a disabled (forced) switch', () => {
    (document.getElementById('switch') as HTMLButtonElement).disabled = true;
    click('switch');
    expect(localStorage.getItem(COLOR_SCHEME.modeStorageKey)).toBeNull();
    (document.getElementById('switch') as HTMLButtonElement).disabled = false;
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    expect(click('switch').defaultPrevented).toBe(false);
    expect(localStorage.getItem(COLOR_SCHEME.modeStorageKey)).toBeNull();
  });
});

describe('a filter before the app', () => {
  const choose = (name: string, value: string) => {
    const select = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return select;
  };
  const shown = () => [...document.querySelectorAll('#list li:not([hidden])')].map((li) => li.textContent);

  it('hides the items that do not match every chosen value, and keeps the choice for the app', () => {
    const industry = choose('industry', 'health');
    expect(shown()).toEqual(['A', 'C']);
    choose('platform', 'Web');
    expect(shown()).toEqual(['C']);
    choose('industry', '');
    expect(shown()).toEqual(['B', 'C']);
    expect(industry).toHaveAttribute('data-kept');
    // The app takes the value; the field is no longer marked as waiting for it.
    expect(keptValue(window, 'industry')).toBe('');
    expect(industry).not.toHaveAttribute('data-kept');
  });
});

/** The dialog's stylesheet as the page holds it: deferred until the app starts. */
const deferStylesheet = (href: string) =>
  document.body.insertAdjacentHTML(
    'beforeend',
    `<noscript data-deferred-stylesheet="css a1"><link rel="stylesheet" href="${href}"></noscript>`,
  );

describe('the contact dialog before the app', () => {
  it("opens from its invoker with the page's scheme and its opener's origin, and closes from its close button", () => {
    const dialog = document.getElementById('dialog') as HTMLDialogElement;
    click('open');
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAttribute(SCHEME, 'dark');
    expect(dialog).toHaveAttribute('data-origin', 'cta');
    click('close');
    expect(dialog.open).toBe(false);
  });

  it('waits for its stylesheet, which nothing fetches before the app starts, its opener busy meanwhile', async () => {
    jest.useFakeTimers();
    deferStylesheet('/dialog.css');
    const dialog = document.getElementById('dialog') as HTMLDialogElement;
    const opener = document.getElementById('open')!;
    expect(document.querySelector('link')).toBeNull();
    click('open');
    const link = document.querySelector('link[rel="stylesheet"][href="/dialog.css"]')!;
    expect(link).toHaveAttribute('data-deferred-stylesheet', 'css a1');
    await jest.advanceTimersByTimeAsync(10_000); // a slow network: it does not open unstyled
    expect(dialog.open).toBe(false);
    expect(opener).toHaveAttribute('aria-busy', 'true');
    jest.useRealTimers();
    link.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialog.open).toBe(true);
    expect(opener).not.toHaveAttribute('aria-busy');
    expect(dialog).toHaveAttribute('data-origin', 'cta');
    dialog.close();
    link.remove();
  });

  it('opens all the same, and its opener is no longer busy, when its stylesheet never answers', async () => {
    jest.useFakeTimers();
    deferStylesheet('/hangs.css');
    const dialog = document.getElementById('dialog') as HTMLDialogElement;
    click('open');
    await jest.advanceTimersByTimeAsync(DEFERRED_STYLESHEET_WAIT_MS - 1); // a request that hangs
    expect(dialog.open).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    jest.useRealTimers();
    expect(dialog.open).toBe(true);
    expect(document.getElementById('open')).not.toHaveAttribute('aria-busy');
    dialog.close();
    document.querySelector('link[href="/hangs.css"]')!.remove();
  });

  it('opens all the same when its stylesheet fails to load', async () => {
    deferStylesheet('/gone.css');
    const dialog = document.getElementById('dialog') as HTMLDialogElement;
    click('open');
    expect(dialog.open).toBe(false);
    document.querySelector('link[href="/gone.css"]')!.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialog.open).toBe(true);
    document.querySelector('link[href="/gone.css"]')!.remove();
  });

  it('leaves a click the app has handled (default prevented) to the app', () => {
    const handled = (event: Event) => event.preventDefault();
    document.getElementById('open')!.addEventListener('click', handled);
    click('open');
    expect((document.getElementById('dialog') as HTMLDialogElement).open).toBe(false);
  });

  it('never lets the kept form post by itself, and keeps its Send for the app, once', () => {
    const form = document.querySelector('form')!;
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: document.getElementById('send'),
    });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.getElementById('send')).toHaveAttribute('aria-busy', 'true');
    expect(takeKeptSend(window)).toBe(true);
    expect(takeKeptSend(window)).toBe(false);
  });

  it('closes on a tap on the backdrop where the browser has no closedby (not on a tap inside)', () => {
    const dialog = document.getElementById('dialog') as HTMLDialogElement;
    click('open');
    // jsdom lays nothing out: the dialog's box is at (0, 0), so any tap with a position is outside.
    const tap = (target: Element, x: number) =>
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: x }));
    tap(document.querySelector('input')!, 400);
    expect(dialog.open).toBe(true);
    tap(dialog, 0); // a keyboard activation has no position: not the backdrop
    expect(dialog.open).toBe(true);
    tap(dialog, 400);
    expect(dialog.open).toBe(false);
  });

  it('stops keeping the Send once the app has hydrated the dialog', () => {
    document.getElementById('dialog-root')!.setAttribute(HYDRATED_ATTRIBUTE, '');
    const form = document.querySelector('form')!;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(takeKeptSend(window)).toBe(false);
  });
});
