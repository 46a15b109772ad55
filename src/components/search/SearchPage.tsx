import * as React from 'react';
import site from '../../../content/site.json';
import { Container } from '../../ui/Container';
import { SEARCH_PAGE } from './contract';
import { SearchPanel } from './SearchPanel';
import * as css from './SearchPage.css';

const queryOf = (search: string) => new URLSearchParams(search).get('q') ?? '';
/** The address of a query's results, which the address bar follows so they can be shared. */
const addressOf = (query: string) =>
  query.trim() ? `${SEARCH_PAGE}?${new URLSearchParams({ q: query })}` : SEARCH_PAGE;

/**
 * /search: the form (GET, q) any link can target, e.g. /search?q=flutter. Its query runs as soon as
 * the app starts, and the address follows what the visitor types so the results can be shared.
 * The server's HTML says what to do without JavaScript; the app replaces that with the results.
 */
export function SearchPage() {
  const [query, setQuery] = React.useState('');
  const [started, setStarted] = React.useState(false);
  const input = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    // The server's field is empty: text in it now was typed before the app (hydration keeps it)
    // and is newer than the address's query, so it is what the app searches.
    const typed = input.current?.value ?? '';
    setQuery(typed || queryOf(window.location.search));
    if (typed) window.history.replaceState(window.history.state, '', addressOf(typed));
    setStarted(true);
    input.current?.focus();
  }, []);

  const onQueryChange = (next: string) => {
    setQuery(next);
    window.history.replaceState(window.history.state, '', addressOf(next));
  };

  return (
    <Container className={css.page}>
      <h1 className={css.heading}>Search</h1>
      <SearchPanel
        query={query}
        onQueryChange={onQueryChange}
        active={started}
        inputRef={input}
        submitButton
      />
      {!started && (
        <p className={css.fallback} data-search-fallback="">
          Search runs in your browser and needs JavaScript, which is off or has not loaded. Instead, browse{' '}
          <a href="/Cases">the case studies</a>, <a href="/Blog">the blog</a> and{' '}
          <a href="/">the home page</a>, which lists every service and industry; or ask your usual search
          engine, adding <kbd>site:{new URL(site.siteUrl).host}</kbd> to your words.
        </p>
      )}
    </Container>
  );
}
