/**
 * Device frames (phone, browser, desktop window, tablet, watch). Each takes its outer box
 * and a function that draws the screen content into the screen box, clipped to the glass.
 */
import { phoneScreen, wideScreen, type Box, type Ctx, type Kind } from './screens.ts';
import { el, num } from './svg.ts';

const BODY = '#0b1120';
const EDGE = '#334155';

const roundRect = (b: Box, rx: number, fill: string, extra: Record<string, string | number> = {}) =>
  el('rect', { x: b.x, y: b.y, width: b.w, height: b.h, rx, fill, ...extra });

/** The shared soft shadow filter; add once to a document's <defs> when any device uses `shadow`. */
export const shadowFilter = (id: string, blur: number) =>
  el(
    'filter',
    { id, x: '-30%', y: '-30%', width: '160%', height: '160%' },
    el('feGaussianBlur', { stdDeviation: blur }),
  );

const shadow = (b: Box, rx: number, filterId: string | undefined, depth: number) =>
  filterId
    ? roundRect({ x: b.x + depth * 0.2, y: b.y + depth, w: b.w, h: b.h }, rx, '#020617', {
        opacity: 0.32,
        filter: `url(#${filterId})`,
      })
    : '';

function clipped(c: Ctx, glass: Box, rx: number, content: string) {
  const id = c.id();
  return el('clipPath', { id }, roundRect(glass, rx, '#fff')) + el('g', { clipPath: `url(#${id})` }, content);
}

export interface DeviceOpts {
  /** id of a blur filter from shadowFilter(); no shadow when absent. */
  shadow?: string;
  /** rotation in degrees around the device centre */
  rotate?: number;
}

const wrap = (b: Box, opts: DeviceOpts, inner: string) =>
  opts.rotate
    ? el('g', { transform: `rotate(${num(opts.rotate)} ${num(b.x + b.w / 2)} ${num(b.y + b.h / 2)})` }, inner)
    : el('g', {}, inner);

/** A modern phone: thin bezel, rounded glass, a dynamic-island pill and side buttons. */
export function phone(b: Box, kind: Kind, c: Ctx, opts: DeviceOpts = {}): string {
  const bezel = b.w * 0.035;
  const rx = b.w * 0.15;
  const glass = { x: b.x + bezel, y: b.y + bezel, w: b.w - 2 * bezel, h: b.h - 2 * bezel };
  const island = { w: b.w * 0.28, h: b.w * 0.075 };
  return wrap(
    b,
    opts,
    shadow(b, rx, opts.shadow, b.w * 0.08) +
      roundRect({ x: b.x - b.w * 0.012, y: b.y + b.h * 0.2, w: b.w * 0.03, h: b.h * 0.07 }, 2, EDGE) +
      roundRect({ x: b.x + b.w - b.w * 0.018, y: b.y + b.h * 0.25, w: b.w * 0.03, h: b.h * 0.11 }, 2, EDGE) +
      roundRect(b, rx, BODY, { stroke: EDGE, strokeWidth: Math.max(1, b.w * 0.006) }) +
      clipped(c, glass, rx - bezel, phoneScreen(kind, glass, c)) +
      roundRect(
        { x: b.x + (b.w - island.w) / 2, y: glass.y + b.w * 0.03, w: island.w, h: island.h },
        island.h / 2,
        BODY,
      ),
  );
}

/** A browser window: tab strip with traffic lights and an address bar. `desktop` drops the address bar. */
export function browser(
  b: Box,
  kind: Kind,
  c: Ctx,
  opts: DeviceOpts & { desktop?: boolean; covered?: number; scale?: number } = {},
): string {
  const rx = Math.min(16, b.w * 0.018);
  const barH = Math.max(24, b.h * (opts.desktop ? 0.055 : 0.075));
  const glass = { x: b.x, y: b.y + barH, w: b.w, h: b.h - barH };
  const chrome = c.p.dark ? '#1e293b' : '#e2e8f0';
  const dots = ['#f87171', '#fbbf24', '#34d399']
    .map((fill, i) =>
      el('circle', { cx: b.x + barH * (0.55 + i * 0.42), cy: b.y + barH / 2, r: barH * 0.13, fill }),
    )
    .join('');
  const address = opts.desktop
    ? el('rect', {
        x: b.x + b.w * 0.4,
        y: b.y + barH * 0.38,
        width: b.w * 0.2,
        height: barH * 0.24,
        rx: barH * 0.12,
        fill: c.p.dark ? '#334155' : '#cbd5e1',
      })
    : el('rect', {
        x: b.x + b.w * 0.25,
        y: b.y + barH * 0.2,
        width: b.w * 0.5,
        height: barH * 0.6,
        rx: barH * 0.3,
        fill: c.p.dark ? '#0f172a' : '#ffffff',
      }) +
      el('rect', {
        x: b.x + b.w * 0.25 + barH * 0.5,
        y: b.y + barH * 0.44,
        width: b.w * 0.16,
        height: barH * 0.12,
        rx: barH * 0.06,
        fill: c.p.dark ? '#475569' : '#cbd5e1',
      });
  return wrap(
    b,
    opts,
    shadow(b, rx, opts.shadow, b.h * 0.04) +
      clipped(
        c,
        b,
        rx,
        roundRect(b, 0, chrome) +
          dots +
          address +
          wideScreen(kind, glass, c, {
            sidebar: opts.desktop || c.r.chance(0.6),
            covered: opts.covered,
            scale: opts.scale,
          }),
      ) +
      roundRect(b, rx, 'none', { stroke: c.p.dark ? '#334155' : '#cbd5e1', strokeWidth: 1 }),
  );
}

/** A tablet in landscape with an even bezel and a camera dot. */
export function tablet(b: Box, kind: Kind, c: Ctx, opts: DeviceOpts & { covered?: number } = {}): string {
  const bezel = Math.min(b.w, b.h) * 0.045;
  const rx = Math.min(b.w, b.h) * 0.07;
  const glass = { x: b.x + bezel, y: b.y + bezel, w: b.w - 2 * bezel, h: b.h - 2 * bezel };
  return wrap(
    b,
    opts,
    shadow(b, rx, opts.shadow, b.h * 0.05) +
      roundRect(b, rx, BODY, { stroke: EDGE, strokeWidth: 1.5 }) +
      clipped(
        c,
        glass,
        rx * 0.5,
        wideScreen(kind, glass, c, { sidebar: false, covered: opts.covered, scale: 1.3 }),
      ) +
      el('circle', { cx: b.x + b.w / 2, cy: b.y + bezel / 2, r: bezel * 0.18, fill: EDGE }),
  );
}

/** A smartwatch: strap, rounded case, crown and an activity ring on the face. */
export function watch(b: Box, c: Ctx, opts: DeviceOpts = {}): string {
  const face = { x: b.x, y: b.y + b.h * 0.2, w: b.w, h: b.h * 0.6 };
  const rx = b.w * 0.28;
  const glass = {
    x: face.x + b.w * 0.07,
    y: face.y + b.w * 0.07,
    w: face.w - b.w * 0.14,
    h: face.h - b.w * 0.14,
  };
  const cx = glass.x + glass.w / 2;
  const cy = glass.y + glass.h * 0.46;
  const r = glass.w * 0.3;
  const circ = 2 * Math.PI * r;
  const strap = '#1e293b';
  return wrap(
    b,
    opts,
    shadow(face, rx, opts.shadow, b.w * 0.08) +
      roundRect({ x: b.x + b.w * 0.14, y: b.y, w: b.w * 0.72, h: b.h }, b.w * 0.12, strap) +
      roundRect({ x: b.x + b.w - 2, y: face.y + face.h * 0.3, w: b.w * 0.07, h: face.h * 0.18 }, 3, EDGE) +
      roundRect(face, rx, BODY, { stroke: EDGE, strokeWidth: 1.5 }) +
      roundRect(glass, rx * 0.75, '#020617') +
      el('circle', { cx, cy, r, fill: 'none', stroke: '#1e293b', strokeWidth: r * 0.28 }) +
      el('circle', {
        cx,
        cy,
        r,
        fill: 'none',
        stroke: c.p.accent,
        strokeWidth: r * 0.28,
        strokeLinecap: 'round',
        strokeDasharray: `${num(circ * c.r.range(0.55, 0.85))} ${num(circ)}`,
        transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
      }) +
      el('rect', {
        x: cx - glass.w * 0.2,
        y: glass.y + glass.h * 0.84,
        width: glass.w * 0.4,
        height: glass.h * 0.06,
        rx: glass.h * 0.03,
        fill: '#94a3b8',
      }),
  );
}
