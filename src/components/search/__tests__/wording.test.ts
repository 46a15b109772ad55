/** @jest-environment node */
import { searchWording } from '../wording.ts';

describe('the search count', () => {
  it.each([
    [0, 'zz', undefined, 'No results for “zz”'],
    [1, 'mila', undefined, '1 result for “mila”'],
    [5, 'health', 5, '5 results for “health”'],
    [33, 'flutter', 8, 'Top 8 of 33 results for “flutter”'],
    [3, '', 3, ''],
  ])('%i found for “%s”, %s listed: %s', (total, query, shown, text) => {
    expect(searchWording.count(total, query, shown)).toBe(text);
  });
});
