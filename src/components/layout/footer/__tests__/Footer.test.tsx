/** @jest-environment jsdom */
import * as React from 'react';
import { TextEncoder } from 'node:util';
import type * as ReactServer from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Footer } from '../Footer';
import { shellParts } from '../../../../app/shell-parts';
import { ShellPartsContext } from '../../../../ui/BuildTimePart';
import { keepServerHtml } from '../../../../../plugins/gatsby-plugin-paint-first/src/Static';
import { CONSENT_SETTINGS_EVENT } from '../../../../lib/consent-store';

const footer = (path: string) => (
  <ShellPartsContext.Provider value={shellParts}>
    <Footer path={path} />
  </ShellPartsContext.Provider>
);

/** The footer as a built page has it: rendered on the server, then hydrated with its HTML kept. */
async function hydratedFooter(path: string) {
  Object.assign(globalThis, { TextEncoder }); // React's server renderer needs it; jsdom lacks it
  const { renderToString }: typeof ReactServer = await import('react-dom/server');
  const container = document.createElement('div');
  // jsdom has a window, so MUI's layout effects run in this "server" render: React notes that.
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(footer(path));
  const noted = errors.mock.calls.map((call) => String(call[0]));
  expect(noted.filter((error) => !error.includes('useLayoutEffect does nothing on the server'))).toEqual([]);
  errors.mockClear();
  document.body.replaceChildren(container);
  keepServerHtml(true); // as the loading plugin's hydration does
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, footer(path));
  });
  keepServerHtml(false);
  expect(errors).not.toHaveBeenCalled(); // no hydration warning
  errors.mockRestore();
  return { container, navigate: (to: string) => act(async () => root?.render(footer(to))) };
}

describe('Footer', () => {
  const saved = process.env.GATSBY_GA_MEASUREMENT_ID;
  afterEach(() => {
    process.env.GATSBY_GA_MEASUREMENT_ID = saved;
    jest.restoreAllMocks();
  });

  it('offers no cookie settings when nothing asks for consent (no analytics id)', () => {
    delete process.env.GATSBY_GA_MEASUREMENT_ID;
    render(footer('/'));
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });

  it('offers cookie settings where analytics asks for consent, and its click asks again', async () => {
    process.env.GATSBY_GA_MEASUREMENT_ID = 'G-TEST000000';
    await hydratedFooter('/');
    const asked = jest.fn();
    window.addEventListener(CONSENT_SETTINGS_EVENT, asked);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    window.removeEventListener(CONSENT_SETTINGS_EVENT, asked);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('tracks a click on its e-mail and phone links from the kept server HTML', async () => {
    const gtag = jest.fn();
    Object.assign(window, { gtag });
    await hydratedFooter('/');
    const contacts = screen.getByRole('list', { name: 'Contact details' });
    for (const link of contacts.querySelectorAll('a')) {
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not follow mailto:
      fireEvent.click(link);
    }
    expect(gtag.mock.calls.map((call) => call[1])).toEqual(['email_click', 'call_click', 'email_click']);
    Reflect.deleteProperty(window, 'gtag');
  });

  it('keeps its server HTML across navigations and marks the new current link', async () => {
    const { container, navigate } = await hydratedFooter('/Cases');
    const current = () =>
      Array.from(container.querySelectorAll('[aria-current="page"]'), (a) => a.getAttribute('href'));
    expect(current()).toEqual(['/Cases']);
    const logo = container.querySelector('a[href="/"]');
    await navigate('/About');
    expect(container.querySelector('a[href="/"]')).toBe(logo); // the same element: nothing rendered again
    expect(current()).toEqual(['/About']);
  });
});
