/**
 * The pieces every drawn screen is made of: boxes, palette and context types, shape primitives,
 * placeholder-text pills (batched into one path per colour) and the block a screen stacks.
 */
import { el, num, type Attrs, type Rng } from './svg.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Palette {
  dark: boolean;
  bg: string;
  surface: string;
  border: string;
  /** Placeholder text, strong and faint. */
  text: string;
  faint: string;
  primary: string;
  accent: string;
  soft: string;
  accentSoft: string;
}

export interface Ctx {
  p: Palette;
  /** Text pills waiting to be written (see batched). */
  batch?: Map<string, Seg[]>;
  /** The light palette, for white cards floating over a dark screen. */
  light?: Palette;
  r: Rng;
  id: () => string;
}

// ---------------------------------------------------------------------------
// Primitives

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}) =>
  el('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), rx: rx || undefined, fill, ...extra });
export const bar = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  rect(x, y, w, h, fill, h / 2, extra);
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const card = (b: Box, c: Ctx, u: number, fill = c.p.surface) =>
  rect(b.x, b.y, b.w, b.h, fill, u * 1.1, c.p.dark || fill !== c.p.surface ? {} : { stroke: c.p.border });
/** Children drawn inside box b and cut to its rounded corners (id: the clip path's, from c.id()). */
export const clipped = (id: string, b: Box, rx: number, ...children: string[]) =>
  el(
    'g',
    {},
    el('clipPath', { id }, rect(b.x, b.y, b.w, b.h, '#fff', rx)),
    el('g', { clipPath: `url(#${id})` }, ...children),
  );
export const inset = (b: Box, dx: number, dy = dx): Box => ({
  x: b.x + dx,
  y: b.y + dy,
  w: b.w - 2 * dx,
  h: b.h - 2 * dy,
});

export type Seg = [number, number, number];

/** The stroke segment that draws the same pill as bar(x, y, w, h). */
export const seg = (x: number, y: number, w: number, h: number): Seg => [
  x + h / 2,
  y + h / 2,
  Math.max(0.1, w - h),
];

/** Many pills of one colour and thickness as a single round-capped path (much smaller than rects). */
export function strokes(
  segs: Seg[],
  width: number,
  colour: string,
  vertical = false,
  extra: Attrs = {},
): string {
  if (!segs.length) return '';
  const d = segs.map(([x, y, len]) => `M${num(x)} ${num(y)}${vertical ? 'v' : 'h'}${num(len)}`).join('');
  return el('path', {
    d,
    stroke: colour,
    strokeWidth: width,
    strokeLinecap: 'round',
    fill: 'none',
    ...extra,
  });
}

/** A placeholder-text pill: collected while a block draws and written as one path per colour. */
export function tbar(c: Ctx, x: number, y: number, w: number, h: number, colour: string): string {
  if (!c.batch) return bar(x, y, w, h, colour);
  // Thickness snaps to even pixels so that pills of nearly the same size share one path.
  const t = Math.max(2, Math.round(h / 2) * 2);
  const key = `${colour} ${t}`;
  const list = c.batch.get(key) ?? [];
  list.push([x + t / 2, y + h / 2, Math.max(0.1, w - t)]);
  c.batch.set(key, list);
  return '';
}

/**
 * Runs a screen's drawing with its text pills batched: they are written after it, on top, one
 * path per colour and size. Safe because blocks never overlap and text is their top layer.
 */
export function batched(c: Ctx, draw: () => string): string {
  const outer = c.batch;
  c.batch = new Map();
  let out = draw();
  for (const [key, segs] of c.batch) {
    const [colour = '#000', h = '1'] = key.split(' ');
    out += strokes(segs, parseFloat(h), colour);
  }
  c.batch = outer;
  return out;
}

/** A smooth path through points (Catmull-Rom as cubic Béziers). */
export function smooth(points: [number, number][]): string {
  const p = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))] as [number, number];
  let out = `M${num(p(0)[0])} ${num(p(0)[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    out += `C${[c1[0], c1[1], c2[0], c2[1], p2[0], p2[1]].map((v) => num(v as number)).join(' ')}`;
  }
  return out;
}

/** A small person glyph (head and shoulders) inside a circle of radius rad, without a clip path. */
export function person(cx: number, cy: number, rad: number, bg: string, fg: string) {
  const y0 = cy + rad * 0.42;
  const dx = rad * Math.sqrt(1 - 0.42 * 0.42);
  return (
    circle(cx, cy, rad, bg) +
    circle(cx, cy - rad * 0.2, rad * 0.34, fg) +
    el('path', {
      d: `M${num(cx - dx)} ${num(y0)}A${num(rad)} ${num(rad)} 0 0 0 ${num(cx + dx)} ${num(y0)}Q${num(cx)} ${num(y0 - rad * 0.75)} ${num(cx - dx)} ${num(y0)}Z`,
      fill: fg,
    })
  );
}

/** A part of a screen: a kind is a stack of blocks; one of them flexes to fill the height. */
export interface Block {
  /** Fixed height, or 'flex' to take what remains. */
  h: number | 'flex';
  min?: number;
  optional?: boolean;
  draw: (b: Box) => string;
}
