/** @jest-environment jsdom */
import * as React from 'react';
import { TextEncoder } from 'node:util';
import type * as ReactServer from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import * as serverShell from '../server-shell';
import * as browserShell from '../browser-shell';
import { keepServerHtml } from '../../../plugins/gatsby-plugin-paint-first/src/Static';

// The app's shell (providers, header, footer) around a page, as gatsby-ssr and gatsby-browser
// render it.
const shellOf = (side: { wrapPageElement: typeof serverShell.wrapPageElement }) => (pathname: string) =>
  side.wrapPageElement({
    element: <h1>Page</h1>,
    props: { location: { pathname }, pageContext: {} } as never,
  });
const serverRender = shellOf(serverShell);
const browserRender = shellOf(browserShell);

const classesOf = (root: Element) => Array.from(root.querySelectorAll('[class]'), (el) => el.className);

/** Runs `work` and returns what React and MUI logged as errors meanwhile. */
async function errorsDuring(work: () => void | Promise<void>): Promise<string[]> {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await work();
    return spy.mock.calls.map((call) => String(call[0]));
  } finally {
    spy.mockRestore();
  }
}

let renderToString: typeof ReactServer.renderToString;

// jsdom has no media queries (the system scheme is light, and nothing changes it) and no
// TextEncoder, which React's server renderer needs.
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder });
  ({ renderToString } = await import('react-dom/server'));
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as never;
});

describe('the shell', () => {
  afterEach(() => keepServerHtml(false));

  it.each(['/', '/AI'])(
    'on %s hydrates with no warning, keeps the HTML of its MUI parts, and a browser render gives the server’s class names',
    async (path) => {
      let html = '';
      // jsdom has a window, so MUI's layout effects run in this "server" render: React notes that.
      const serverErrors = await errorsDuring(() => void (html = renderToString(serverRender(path))));
      expect(serverErrors.filter((e) => !e.includes('useLayoutEffect does nothing on the server'))).toEqual(
        [],
      );
      const server = document.createElement('div');
      server.innerHTML = html;
      const parsed = server.innerHTML;
      document.body.append(server);
      expect(classesOf(server).some((name) => name.includes('MuiLink-root'))).toBe(true);

      // As the loading plugin hydrates a built page: the parts keep their HTML, and their chunk
      // is not loaded (the lazy parts would suspend, and React would say so).
      keepServerHtml(true);
      const hydrationErrors = await errorsDuring(() =>
        act(async () => {
          hydrateRoot(server, browserRender(path));
        }),
      );
      keepServerHtml(false);
      expect(hydrationErrors).toEqual([]);
      // The same markup, the current link marked (this render has no router to mark it, a build does).
      const unmarked = (markup: string) => markup.replaceAll(' aria-current="page"', '');
      expect(unmarked(server.innerHTML)).toBe(parsed);
      expect(
        Array.from(server.querySelectorAll('[aria-current="page"]'), (a) => a.getAttribute('href')),
      ).toEqual(Array.from(server.querySelectorAll(`a[href="${path}"]`), () => path));

      // A page with no server HTML (gatsby develop) renders the parts from their chunk, the same.
      const client = document.createElement('div');
      document.body.append(client);
      await act(async () => {
        createRoot(client).render(browserRender(path));
      });
      await act(async () => {
        await import('../browser-parts');
      });
      expect(classesOf(client)).toEqual(classesOf(server));
    },
  );
});
