/** A point in viewport coordinates (a pointer event's clientX/clientY). */
export interface Point {
  x: number;
  y: number;
}

// Which side of the line a→b the point p is on (the sign of the cross product).
const side = (p: Point, a: Point, b: Point) => (p.x - b.x) * (a.y - b.y) - (a.x - b.x) * (p.y - b.y);

/** Whether `p` lies inside (or on an edge of) the triangle a, b, c. */
export function inTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const sides = [side(p, a, b), side(p, b, c), side(p, c, a)];
  return !(sides.some((s) => s < 0) && sides.some((s) => s > 0));
}

/**
 * The "safe triangle" of a submenu (Amazon's menu aim): from where the pointer left the item that
 * opened it to the submenu's nearer edge. A pointer inside it is heading for the submenu, even
 * where it crosses the items between.
 */
export function headingFor(p: Point, from: Point, submenu: DOMRect): boolean {
  const edge = from.x <= submenu.left ? submenu.left : submenu.right;
  return inTriangle(p, from, { x: edge, y: submenu.top }, { x: edge, y: submenu.bottom });
}
