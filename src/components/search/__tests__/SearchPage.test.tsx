/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SearchPage } from '../SearchPage';

// What the page asks the search for: the query and whether it runs.
const mockAsked: [string, boolean][] = [];
jest.mock('../useSiteSearch', () => ({
  useSiteSearch: (query: string, active: boolean) => {
    mockAsked.push([query, active]);
    return { status: 'idle', outcome: { query: '', total: 0, hits: [] }, preloaded: false };
  },
}));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  mockAsked.length = 0;
});

/** The server's /search, at `address`, with `typed` entered in its field before the app hydrates it. */
function hydrateWith(address: string, typed: string) {
  window.history.replaceState(null, '', address);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchPage />);
  document.body.append(container);
  const field = container.querySelector<HTMLInputElement>('input[name=q]')!;
  field.value = typed;
  act(() => {
    root = hydrateRoot(container, <SearchPage />);
  });
  return field;
}

describe('/search', () => {
  it('searches the address’s query once the app runs', () => {
    const field = hydrateWith('/search?q=mila', '');
    expect(field.value).toBe('mila');
    expect(mockAsked.at(-1)).toEqual(['mila', true]);
  });

  it('searches what was typed before the app, not sent yet, and puts it in the address', () => {
    const field = hydrateWith('/search', 'flutter');
    expect(field.value).toBe('flutter');
    expect(mockAsked.at(-1)).toEqual(['flutter', true]);
    expect(window.location.pathname + window.location.search).toBe('/search?q=flutter');
  });
});
