import * as React from 'react';
import { excerptParts } from './excerpt';
import { nextFocus } from './result-keys';
import { SEARCH_PAGE } from './contract';
import { useSiteSearch } from './useSiteSearch';
import type { SearchHit } from './pagefind-client';
import { searchWording } from './wording';
import * as css from './SearchPanel.css';

interface SearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Whether the search runs (the dialog is open, or the page's app has started). */
  active: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  /** The page's Search button; the dialog submits with Enter alone. */
  submitButton?: boolean;
}

/**
 * One result. Memoized on its fields: of a new answer's list, only the results that changed (new
 * pages, new excerpts) are drawn again, not all eight at every key.
 */
const Result = React.memo(function Result({ url, title, section, excerpt }: SearchHit) {
  return (
    <li className={css.result}>
      <a href={url} className={css.title}>
        {title}
      </a>
      {section && <span className={css.section}>{section}</span>}
      <p className={css.excerpt}>
        {excerptParts(excerpt).map((part, i) =>
          part.marked ? (
            <mark key={i} className={css.mark}>
              {part.text}
            </mark>
          ) : (
            <React.Fragment key={i}>{part.text}</React.Fragment>
          ),
        )}
      </p>
    </li>
  );
});

/**
 * The search field and its results, shared by the header's dialog and /search. The field is a GET
 * form to /search (name q), so Enter or a shared link lands on the page; the count is a live
 * region; results are a list of links (title), each with its section and an excerpt.
 */
export function SearchPanel({ query, onQueryChange, active, inputRef, submitButton }: SearchPanelProps) {
  const { status, outcome, preloaded } = useSiteSearch(query, active);
  const id = React.useId();
  const listRef = React.useRef<HTMLUListElement>(null);
  const formRef = React.useRef<HTMLFormElement>(null);

  const panelRef = React.useRef<HTMLDivElement>(null);

  // Arrow keys between the field and the results (result-keys.ts), wherever focus is in the panel.
  React.useEffect(() => {
    const panel = panelRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      const input = formRef.current?.querySelector('input');
      const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
      const items: HTMLElement[] = input ? [input, ...links] : links;
      const current = items.indexOf(document.activeElement as HTMLElement);
      if (current === -1) return;
      const next = nextFocus(event.key, current, items.length);
      if (next === null || next === current) return;
      event.preventDefault();
      items[next]?.focus();
    };
    panel?.addEventListener('keydown', onKeyDown);
    return () => panel?.removeEventListener('keydown', onKeyDown);
  }, []);

  // Drawn again only when an answer arrives, not at every key (a phone's CPU is slow).
  const results = React.useMemo(
    () =>
      outcome.hits.length > 0 && (
        <ul ref={listRef} className={css.results} data-query={outcome.query}>
          {outcome.hits.map((hit) => (
            <Result key={hit.url} {...hit} />
          ))}
        </ul>
      ),
    [outcome],
  );

  const message =
    status === 'failed'
      ? searchWording.failed
      : status === 'loading' && query.trim()
        ? searchWording.loading
        : query.trim()
          ? searchWording.count(outcome.total, outcome.query, outcome.hits.length)
          : '';

  return (
    // data-preloaded: the whole index is in memory (useSiteSearch), for the browser tests to wait on.
    <div ref={panelRef} className={css.panel} data-preloaded={preloaded || undefined}>
      <form ref={formRef} role="search" action={SEARCH_PAGE} method="get" className={css.form}>
        <label htmlFor={`${id}-q`} className={css.label}>
          {searchWording.label}
        </label>
        <div className={css.row}>
          <input
            ref={inputRef}
            id={`${id}-q`}
            className={css.input}
            type="search"
            name="q"
            value={query}
            placeholder={searchWording.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${id}-count`}
            onChange={(event) => onQueryChange(event.target.value)}
          />
          {submitButton && (
            <button type="submit" className={css.submit}>
              {searchWording.open}
            </button>
          )}
        </div>
      </form>
      <p id={`${id}-count`} role="status" aria-live="polite" className={css.count}>
        {message}
      </p>
      {/* The last answer stays while the next is asked: no flicker between keys. */}
      {query.trim() && results}
    </div>
  );
}
