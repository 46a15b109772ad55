/** @jest-environment node */
import { balancedColumns, columnsThatFit } from '../grid-columns';

describe('balancedColumns', () => {
  it.each([
    // count, columns that fit, columns chosen
    [6, 4, 3], // services: 3 + 3, not 4 + 2
    [6, 5, 3], // team: 3 + 3, not 5 + 1
    [8, 3, 2], // testimonials: 2 × 4, not 3 + 3 + 2
    [8, 4, 4],
    [27, 3, 3],
    [12, 7, 6],
    [3, 4, 3], // never more columns than cards
    [5, 4, 3], // no count fills every row: the fewest empty slots
    [6, 1, 1],
  ])('%i cards where %i columns fit get %i', (count, fit, expected) => {
    expect(balancedColumns(count, fit)).toBe(expected);
  });

  it('never goes below half of what fits, even for a prime count', () => {
    expect(balancedColumns(7, 6)).toBe(4);
  });

  it('never makes one column where two fit', () => {
    expect(balancedColumns(27, 2)).toBe(2);
    expect(balancedColumns(3, 2)).toBe(2);
  });
});

describe('columnsThatFit', () => {
  it('counts the gaps between columns', () => {
    expect(columnsThatFit(1136, 260, 20)).toBe(4);
    expect(columnsThatFit(320, 300, 24)).toBe(1);
    expect(columnsThatFit(100, 300, 24)).toBe(1);
  });
});
