/**
 * Arrow keys in the search: Down from the input goes to the first result, Up and Down move between
 * results, Up from the first goes back to the input; Home and End jump to the ends of the list.
 * `current` is the index of the focused item among [input, ...results]; null: the key is not ours.
 */
export function nextFocus(key: string, current: number, count: number): number | null {
  if (count <= 1) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, last);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
    case 'Home':
      return current === 0 ? null : 1;
    case 'End':
      return current === 0 ? null : last;
    default:
      return null;
  }
}
