/**
 * On a `data-keep` select: the id of the list it filters. Before the app, the starter hides the
 * list's items whose `data-<select name>` (values joined by '|') lacks the chosen value.
 */
export const FILTERS_ATTRIBUTE = 'data-filters';
/** On the number of shown items beside a filtered list: the id of that list (written before the app too). */
export const COUNT_ATTRIBUTE = 'data-count-of';

/**
 * Whether an item matches every chosen filter value: one rule for the starter, which hides the
 * server's list items before the app (their `data-<name>` values joined by '|'), and for the app,
 * which renders the matching items.
 */
export function matchesFilters(
  valuesOf: (name: string) => readonly string[],
  chosen: readonly (readonly [name: string, value: string | undefined])[],
): boolean {
  return chosen.every(([name, value]) => !value || valuesOf(name).includes(value));
}

/** The values an item of the server's list carries for a filter (`data-industry="health|education"`). */
export const itemValues = (item: Element, name: string): string[] =>
  (item.getAttribute(`data-${name}`) ?? '').split('|').filter(Boolean);

/**
 * Before the app (the starter, on a select's change): hides the items of the server's list that
 * do not match its selects' choices, and writes how many are shown where the page counts them,
 * so the count beside the list is true before the app too.
 */
export function filterListBeforeApp(doc: Document, list: HTMLElement): void {
  const chosen = [...doc.querySelectorAll<HTMLSelectElement>(`[${FILTERS_ATTRIBUTE}="${list.id}"]`)].map(
    (select) => [select.name, select.value] as const,
  );
  let shown = 0;
  for (const item of list.children) {
    const match = matchesFilters((name) => itemValues(item, name), chosen);
    (item as HTMLElement).hidden = !match;
    if (match) shown++;
  }
  for (const count of doc.querySelectorAll(`[${COUNT_ATTRIBUTE}="${list.id}"]`))
    count.textContent = String(shown);
}
