/** What the search says, in one place: the dialog, the /search page and their tests read it. */
export const searchWording = {
  label: 'Search the site',
  open: 'Search',
  placeholder: 'Cases, services, posts…',
  loading: 'Loading search…',
  failed: 'Search could not load. Check your connection and try again.',
  /** `shown`: how many of the `total` are listed (the best first); the count says so when fewer. */
  count(total: number, query: string, shown = total) {
    if (!query) return '';
    if (total === 0) return `No results for “${query}”`;
    const count = `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;
    return shown < total ? `Top ${shown} of ${count}` : count;
  },
};
