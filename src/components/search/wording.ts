/** What the search says, in one place: the dialog, the /search page and their tests read it. */
export const searchWording = {
  label: 'Search the site',
  open: 'Search',
  placeholder: 'Cases, services, posts…',
  loading: 'Loading search…',
  failed: 'Search could not load. Check your connection and try again.',
  count(total: number, query: string) {
    if (!query) return '';
    if (total === 0) return `No results for “${query}”`;
    return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;
  },
};
