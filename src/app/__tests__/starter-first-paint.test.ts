/** @jest-environment jsdom */
import { keptValue, runStarter } from '../../loading';
import { COLOR_SCHEME, colorModeWording } from '../../theme/color-scheme';
import startSite from '../starter';

/** What the starter shows as it runs, at the end of the page's HTML, before the first paint. */
describe('the starter at first paint', () => {
  it('shows the stored colour mode on the switch (the server could only say system), not on a forced one', () => {
    localStorage.setItem(COLOR_SCHEME.modeStorageKey, 'dark');
    document.body.innerHTML = `
      <button id="switch" data-color-mode-switch data-mode="system">Colour</button>
      <button id="forced" data-color-mode-switch data-mode="light" disabled>Colour</button>`;
    runStarter(window, startSite);
    const control = document.getElementById('switch')!;
    expect(control).toHaveAttribute('data-mode', 'dark');
    expect(control).toHaveAttribute('aria-label', colorModeWording('dark').label);
    expect(control).toHaveAttribute('title', colorModeWording('dark').title);
    expect(document.getElementById('forced')).toHaveAttribute('data-mode', 'light');
  });

  it('acts on a filter chosen before it ran (painted and chosen while the rest of the page arrived)', () => {
    document.body.innerHTML = `
      <select name="industry" data-keep data-filters="list">
        <option value="">All</option><option value="health">Health</option><option value="education">Education</option>
      </select>
      <p id="count" data-count-of="list"></p>
      <ul id="list"><li data-industry="health">A</li><li data-industry="education">B</li></ul>`;
    document.querySelector('select')!.value = 'education'; // no listener yet: nobody heard it
    runStarter(window, startSite);
    const shown = [...document.querySelectorAll('#list li:not([hidden])')].map((li) => li.textContent);
    expect(shown).toEqual(['B']);
    expect(keptValue(window, 'industry')).toBe('education');
  });
});
