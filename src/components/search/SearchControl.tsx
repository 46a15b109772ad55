import * as React from 'react';
import { SearchIcon } from '../../ui/icons';
import { SEARCH_CONTROL_ATTRIBUTE, SEARCH_PAGE } from './contract';
import { searchWording } from './wording';
import * as css from './SearchControl.css';

// The dialog, its field and Pagefind's client are a chunk of their own, fetched at the first open.
const SearchDialog = React.lazy(() => import(/* webpackChunkName: "search" */ './SearchDialog'));

/**
 * The header's search: a link to /search, so before the app (or without JavaScript) it opens the
 * search page; once the app runs it opens the search dialog in place. Nothing of the search loads
 * before that first use. Closing returns focus here.
 */
export function SearchControl() {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const ref = React.useRef<HTMLAnchorElement>(null);

  const onClick = (event: React.MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setUsed(true);
    setOpen(true);
  };
  const onClose = React.useCallback(() => {
    setOpen(false);
    ref.current?.focus();
  }, []);

  return (
    <>
      <a
        ref={ref}
        href={SEARCH_PAGE}
        className={css.control}
        aria-label={searchWording.open}
        aria-haspopup="dialog"
        title={searchWording.label}
        {...{ [SEARCH_CONTROL_ATTRIBUTE]: '' }}
        onClick={onClick}
      >
        <SearchIcon />
      </a>
      {used && (
        <React.Suspense fallback={null}>
          <SearchDialog open={open} onClose={onClose} />
        </React.Suspense>
      )}
    </>
  );
}
