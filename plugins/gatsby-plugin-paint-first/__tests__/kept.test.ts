/** @jest-environment jsdom */
import { runStarter } from '../starter/start-page';
import { keptValue, clickKeptTaps } from '../src/kept';
import { HYDRATED_ATTRIBUTE } from '../src/markers';

describe('taps and choices kept before the app runs', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = `
      <button id="contact" data-keep>Get in touch</button>
      <button id="plain">Plain</button>
      <select name="industry" data-keep><option value="">All</option><option>Education</option></select>`;
    runStarter(window);
  });

  it('keeps a tap on a data-keep button, marks it busy, and acts on it once when the app is ready', () => {
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
    expect(clickKeptTaps(window)).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(contact).not.toHaveAttribute('aria-busy');
    expect(clickKeptTaps(window)).toBe(0);
    contact.click();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(clickKeptTaps(window)).toBe(0);
  });

  it('keeps the value of a data-keep field by its name', () => {
    const select = document.querySelector('select')!;
    select.value = 'Education';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(keptValue(window, 'industry')).toBe('Education');
    expect(keptValue(window, 'platform')).toBeUndefined();
  });
});
