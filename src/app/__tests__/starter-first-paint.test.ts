/** @jest-environment jsdom */
import { runStarter } from '../../loading';
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
});
