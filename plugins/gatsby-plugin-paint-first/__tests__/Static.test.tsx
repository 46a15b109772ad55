/** @jest-environment jsdom */
import * as React from 'react';
import { TextEncoder } from 'node:util';
import type * as ReactServer from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import * as gatsby from 'gatsby';
import { Static, keepServerHtml } from '../src/Static';
import { hydrateAfter, hydrateHere, hydrateInSlices } from '../src/hydrate';

/**
 * A page with a Static section, server-rendered and then hydrated in this document: the behaviour
 * Static rests on, asserted rather than React's version. The README's React 19 measurement is this
 * file run against React 19.1.0 and 19.3.1 (it passed on both).
 */
let renders = 0;
function Card() {
  renders++;
  return <a href="/Cases/Mila">Mila</a>;
}
const page = (
  <div>
    <main>
      <h1>Cases</h1>
      <Static>
        <Card />
      </Static>
    </main>
  </div>
);

let serverHtml = '';
let container: HTMLElement;
const errors = jest.fn();

beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder }); // React's server renderer needs it; jsdom lacks it
  const { renderToString }: typeof ReactServer = await import('react-dom/server');
  serverHtml = renderToString(page);
});

beforeEach(() => {
  container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.replaceChildren(container);
  renders = 0;
  errors.mockReset();
  jest.spyOn(console, 'error').mockImplementation(errors);
});

afterEach(() => {
  keepServerHtml(false); // as onInitialClientRender does
  jest.restoreAllMocks();
});

describe('without the plugin (Gatsby hydrates, gatsby-config.ts without the line)', () => {
  it('Static is an ordinary element: its content hydrates like the rest', async () => {
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.innerHTML).toBe(serverHtml);
    expect(renders).toBe(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrateAfter hands the work back for the caller to await', () => {
    const work = Promise.resolve('shell');
    expect(hydrateAfter(work)).toBe(work);
  });
});

describe("with the plugin's hydration", () => {
  it('waits for what it was given, then keeps a Static section’s server HTML without rendering it', async () => {
    hydrateHere();
    let loaded!: () => void;
    const shell = new Promise<void>((resolve) => (loaded = resolve));
    await expect(hydrateAfter(shell)).resolves.toBeUndefined(); // the caller need not wait
    let hydrated = false;
    const hydration = hydrateInSlices(page, container).then(() => (hydrated = true));
    await act(async () => {
      await Promise.resolve();
    });
    expect(hydrated).toBe(false);
    await act(async () => {
      loaded();
      await hydration;
    });
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('a')).toHaveAttribute('href', '/Cases/Mila');
    expect(renders).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('a Static as another element', () => {
  it('is that element on the server and keeps it, with its attributes and content, through hydration', async () => {
    const { renderToString }: typeof ReactServer = await import('react-dom/server');
    const section = (
      <Static as="section" id="team" aria-labelledby="team-heading" className="tinted">
        <h2 id="team-heading">Team</h2>
        <Card />
      </Static>
    );
    const html = renderToString(section);
    expect(html).toMatch(/^<section id="team" aria-labelledby="team-heading" class="tinted"><h2/);
    container.innerHTML = html;
    hydrateHere();
    await act(async () => {
      await hydrateInSlices(section, container);
    });
    expect(container.innerHTML).toBe(html);
    expect(renders).toBe(1); // the server's render only: hydration kept its HTML
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('a Static with no server HTML to keep', () => {
  it('renders its content (React rendered the page afresh, or the server sent none)', async () => {
    const empty = document.createElement('div');
    empty.innerHTML = serverHtml.replace(/<a [^>]*>Mila<\/a>/, '');
    document.body.replaceChildren(empty);
    keepServerHtml(true);
    await act(async () => {
      hydrateRoot(empty, page);
    });
    expect(empty.querySelector('a')).toHaveAttribute('href', '/Cases/Mila');
    expect(renders).toBe(1);
  });
});

describe('links inside a Static', () => {
  const links = (
    <Static>
      <a href="/Cases/Mila">Mila</a>
      <a href="#main">Skip to content</a>
    </Static>
  );

  it('navigates client-side to another page, and leaves a link within this page to the browser', async () => {
    // Gatsby's runtime is the project's mock (__mocks__/gatsby.ts), as Static imports it.
    const navigate = gatsby.navigate as jest.Mock;
    const prefetchPathname = gatsby.prefetchPathname as jest.Mock;
    navigate.mockClear();
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(links);
    });
    const click = (name: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      container.querySelector(`a[href="${name}"]`)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('/Cases/Mila')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/Cases/Mila', { replace: false });
    navigate.mockClear();
    expect(click('#main')).toBe(false); // the browser scrolls to it and moves the focus
    expect(navigate).not.toHaveBeenCalled();

    // Reaching a link fetches its page's data ahead, as Gatsby's Link does; a link here does not.
    prefetchPathname.mockClear();
    container
      .querySelector('a[href="/Cases/Mila"]')!
      .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    container.querySelector<HTMLAnchorElement>('a[href="#main"]')!.focus();
    expect(prefetchPathname.mock.calls).toEqual([['/Cases/Mila']]);
  });
});
