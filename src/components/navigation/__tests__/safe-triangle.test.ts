/** @jest-environment node */
import { headingFor, inTriangle } from '../safe-triangle';

const submenu = { left: 300, right: 500, top: 100, bottom: 400 } as DOMRect;

describe('safe triangle', () => {
  test('a point is inside a triangle, on its edge, or outside', () => {
    const [a, b, c] = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 0, y: 10 },
    ];
    expect(inTriangle({ x: 2, y: 2 }, a, b, c)).toBe(true);
    expect(inTriangle({ x: 5, y: 0 }, a, b, c)).toBe(true);
    expect(inTriangle({ x: 8, y: 8 }, a, b, c)).toBe(false);
  });

  test('a pointer on the diagonal towards the submenu is heading for it; one going down the list is not', () => {
    const from = { x: 280, y: 120 };
    expect(headingFor({ x: 290, y: 160 }, from, submenu)).toBe(true);
    expect(headingFor({ x: 282, y: 200 }, from, submenu)).toBe(false);
    expect(headingFor({ x: 270, y: 125 }, from, submenu)).toBe(false);
  });

  test('a submenu on the left takes its right edge', () => {
    expect(headingFor({ x: 510, y: 200 }, { x: 520, y: 120 }, { ...submenu, left: 300, right: 500 })).toBe(
      true,
    );
  });
});
