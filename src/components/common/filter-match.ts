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
