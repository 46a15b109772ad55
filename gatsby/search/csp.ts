import { SEARCH_CONTROL_ATTRIBUTE } from '../../src/components/search/contract.ts';

/**
 * What the search adds to a page's Content-Security-Policy: Pagefind matches in WebAssembly, which
 * a policy without 'unsafe-eval' only lets compile with 'wasm-unsafe-eval' (WebAssembly only: eval
 * and new Function stay blocked). Added on exactly the pages that carry the search control.
 */
export const SEARCH_SCRIPT_SOURCES = ["'wasm-unsafe-eval'"] as const;

export const searchScriptSources = (html: string): string[] =>
  html.includes(SEARCH_CONTROL_ATTRIBUTE) ? [...SEARCH_SCRIPT_SOURCES] : [];
