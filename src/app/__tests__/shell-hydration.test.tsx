/** @jest-environment jsdom */
import * as React from 'react';
import { TextEncoder } from 'node:util';
import type * as ReactServer from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { wrapPageElement } from '../wrap';

// The app's shell (theme, providers, header, footer) around a page, as gatsby-ssr and
// gatsby-browser both render it.
const shell = (pathname: string) =>
  wrapPageElement({
    element: <h1>Page</h1>,
    props: { location: { pathname }, pageContext: {} } as never,
  });

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
  it.each(['/', '/AI'])(
    'on %s hydrates with no warning, and a browser render gives the server’s class names',
    async (path) => {
      let html = '';
      // jsdom has a window, so MUI's layout effects run in this "server" render: React notes that.
      const serverErrors = await errorsDuring(() => void (html = renderToString(shell(path))));
      expect(serverErrors.filter((e) => !e.includes('useLayoutEffect does nothing on the server'))).toEqual(
        [],
      );
      const server = document.createElement('div');
      server.innerHTML = html;
      document.body.append(server);
      expect(classesOf(server).some((name) => name.includes('MuiLink-root'))).toBe(true);

      const hydrationErrors = await errorsDuring(() =>
        act(async () => {
          hydrateRoot(server, shell(path));
        }),
      );
      expect(hydrationErrors).toEqual([]);

      // React keeps the server's attributes when hydrating: a fresh browser render shows what the
      // client computes.
      const client = document.createElement('div');
      document.body.append(client);
      await act(async () => {
        createRoot(client).render(shell(path));
      });
      expect(classesOf(client)).toEqual(classesOf(server));
    },
  );
});
