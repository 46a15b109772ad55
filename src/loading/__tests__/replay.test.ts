/** @jest-environment jsdom */
import { startPage } from '../starter/start-page';
import { earlyValue, replayEarlyTaps } from '../replay';
import { HYDRATED_ATTRIBUTE } from '../markers';

/** The real inline starter, run in this document as the page runs it (its script list is empty). */
function runStarter() {
  startPage(window, []); // the bundled starter's own code (its entry passes the page's scripts)
}

describe('taps and choices kept before the app runs', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = `
      <button id="contact" data-replay>Get in touch</button>
      <button id="plain">Plain</button>
      <select name="industry" data-keep><option value="">All</option><option>Education</option></select>`;
    runStarter();
  });

  it('keeps a tap on a data-replay control, marks it busy, and acts on it once when the app is ready', () => {
    const contact = document.getElementById('contact')!;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    contact.dispatchEvent(tap);
    document.getElementById('plain')!.click();
    expect(tap.defaultPrevented).toBe(true);
    expect(contact).toHaveAttribute('aria-busy', 'true');

    // The app has hydrated: its handler sees the kept tap once, and the starter keeps no more.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    const handler = jest.fn();
    contact.addEventListener('click', handler);
    expect(replayEarlyTaps(window)).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(contact).not.toHaveAttribute('aria-busy');
    expect(replayEarlyTaps(window)).toBe(0);
    contact.click();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(replayEarlyTaps(window)).toBe(0);
  });

  it('keeps the value of a data-keep field by its name', () => {
    const select = document.querySelector('select')!;
    select.value = 'Education';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(earlyValue(window, 'industry')).toBe('Education');
    expect(earlyValue(window, 'platform')).toBeUndefined();
  });
});
