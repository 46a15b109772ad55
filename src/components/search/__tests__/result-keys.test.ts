/** @jest-environment node */
import { nextFocus } from '../result-keys';

// Items: 0 is the input, 1..3 the results.
describe('nextFocus', () => {
  it('goes from the input down into the results and back up', () => {
    expect(nextFocus('ArrowDown', 0, 4)).toBe(1);
    expect(nextFocus('ArrowDown', 1, 4)).toBe(2);
    expect(nextFocus('ArrowDown', 3, 4)).toBe(3);
    expect(nextFocus('ArrowUp', 1, 4)).toBe(0);
    expect(nextFocus('ArrowUp', 0, 4)).toBe(0);
  });

  it('jumps to the ends of the list, but leaves Home and End to the input', () => {
    expect(nextFocus('End', 1, 4)).toBe(3);
    expect(nextFocus('Home', 3, 4)).toBe(1);
    expect(nextFocus('Home', 0, 4)).toBeNull();
    expect(nextFocus('End', 0, 4)).toBeNull();
  });

  it('ignores other keys, and arrows when there are no results', () => {
    expect(nextFocus('Enter', 1, 4)).toBeNull();
    expect(nextFocus('ArrowDown', 0, 1)).toBeNull();
  });
});
