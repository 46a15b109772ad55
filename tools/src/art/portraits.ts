/**
 * Stylised head-and-shoulders portraits from simple shapes. The person (skin, hair, clothes,
 * glasses) comes from the seed; `alt` changes pose, expression and background only.
 */
import { contrast, el, idMaker, luminance, num, rng, shade, svgDoc, tint } from './svg.ts';

const SKIN = ['#f5d5c0', '#ecc0a0', '#dba57f', '#c68a63', '#a56d4b', '#7d4e34', '#5e3a26'];
const HAIR = ['#1c1714', '#2f221b', '#4a3022', '#6e4428', '#9a6334', '#c79a5a', '#8d8f94', '#5a2418'];
const SHIRT = [
  '#f8fafc',
  '#1e293b',
  '#334155',
  '#e2e8f0',
  '#fde68a',
  '#1d4ed8',
  '#be123c',
  '#0f766e',
  '#f97316',
  '#7c3aed',
];
const STYLES = ['short', 'side', 'buzz', 'curly', 'bun', 'long', 'bob'] as const;
type HairStyle = (typeof STYLES)[number];

/** Muted backgrounds for testimonial avatars. */
export const AVATAR_BACKGROUNDS = [
  '#ccfbf1',
  '#dbeafe',
  '#fde68a',
  '#fecdd3',
  '#e9d5ff',
  '#d1fae5',
  '#fed7aa',
  '#e2e8f0',
];

export interface Person {
  skin: string;
  hair: string;
  style: HairStyle;
  shirt: string;
  glasses: boolean;
}

export function personFor(seed: string, bg: string): Person {
  const r = rng(`person:${seed}`);
  const skin = r.pick(SKIN);
  const style = r.pick(STYLES);
  // Grey hair only occasionally; clothes that stand apart from the background.
  const hair = r.pick(HAIR);
  const shirts = SHIRT.filter((s) => contrast(s, bg) > 1.6);
  return { skin, hair, style, shirt: r.pick(shirts.length ? shirts : SHIRT), glasses: r.chance(0.3) };
}

/** Hair behind the head (long styles). */
function backHair(p: Person): string {
  if (p.style === 'long')
    return el('path', {
      d: 'M126 196C116 112 158 88 200 88s84 24 74 108l12 122c-34 24-138 24-172 0Z',
      fill: p.hair,
    });
  if (p.style === 'bob')
    return el('path', {
      d: 'M128 196C118 114 158 92 200 92s82 22 72 104l6 72c-38 12-118 12-156 0Z',
      fill: p.hair,
    });
  if (p.style === 'bun') return el('circle', { cx: 200, cy: 98, r: 32, fill: p.hair });
  return '';
}

/** Hair over the forehead. */
function frontHair(p: Person): string {
  switch (p.style) {
    case 'short':
      return el('path', {
        d: 'M134 184C126 124 160 98 204 99c42 2 70 30 62 85-6-28-22-44-48-50-26 8-58 8-72 20-6 8-10 18-12 30Z',
        fill: p.hair,
      });
    case 'side':
    case 'long':
      return el('path', {
        d: 'M134 190C124 120 168 92 214 100c42 8 62 44 52 90-4-26-12-42-24-52-30 14-74 10-94-6-8 16-12 32-14 58Z',
        fill: p.hair,
      });
    case 'buzz':
      return el('path', {
        d: 'M137 172c2-50 32-68 63-68s61 18 63 68c-12-30-34-42-63-42s-51 12-63 42Z',
        fill: p.hair,
        opacity: 0.92,
      });
    case 'bun':
    case 'bob':
      return el('path', { d: 'M136 176c2-52 32-72 64-72s62 20 64 72c-26-22-102-22-128 0Z', fill: p.hair });
    case 'curly': {
      let out = el('path', { d: 'M136 180c0-56 30-78 64-78s64 22 64 78c-20-26-108-26-128 0Z', fill: p.hair });
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        out += el('circle', { cx: 200 + Math.cos(a) * 66, cy: 170 + Math.sin(a) * 62, r: 24, fill: p.hair });
      }
      return out;
    }
  }
}

function face(p: Person, alt: boolean): string {
  const ink = '#1c1917';
  const line = { fill: 'none', stroke: ink, strokeWidth: 5, strokeLinecap: 'round' } as const;
  const lips = luminance(p.skin) < 0.15 ? '#2a0f0a' : shade(p.skin, 0.55);
  const brow = { ...line, stroke: shade(p.hair, 0.2), strokeWidth: 5.5 };
  const eyes = alt
    ? el('path', { d: 'M166 196q10-10 20 0M214 196q10-10 20 0', ...line })
    : el('ellipse', { cx: 176, cy: 194, rx: 9.5, ry: 8, fill: '#fff' }) +
      el('ellipse', { cx: 224, cy: 194, rx: 9.5, ry: 8, fill: '#fff' }) +
      el('circle', { cx: 177, cy: 194, r: 6, fill: ink }) +
      el('circle', { cx: 225, cy: 194, r: 6, fill: ink }) +
      el('circle', { cx: 179, cy: 191.5, r: 1.8, fill: '#fff' }) +
      el('circle', { cx: 227, cy: 191.5, r: 1.8, fill: '#fff' });
  const brows = alt
    ? el('path', { d: 'M163 172q13-9 26-3M211 169q13-6 26 3', ...brow })
    : el('path', { d: 'M164 176q12-6 24-2M212 174q12-4 24 2', ...brow });
  const mouth = alt
    ? el('path', { d: 'M178 228h44c-2 20-12 30-22 30s-20-10-22-30Z', fill: '#7f1d1d' }) +
      el('path', { d: 'M182 229h36c-1 6-4 9-8 10h-20c-4-1-7-4-8-10Z', fill: '#fff' })
    : el('path', { d: 'M184 232q16 12 32 0', ...line, stroke: lips, strokeWidth: 4.5 });
  const glasses = p.glasses
    ? el(
        'g',
        { fill: '#fff', fillOpacity: 0.12, stroke: '#1e293b', strokeWidth: 4 },
        el('rect', { x: 154, y: 178, width: 42, height: 32, rx: 12 }),
        el('rect', { x: 204, y: 178, width: 42, height: 32, rx: 12 }),
        el('path', { d: 'M196 192q4-4 8 0M154 190l-18-4M246 190l18-4', fill: 'none' }),
      )
    : '';
  return (
    eyes +
    brows +
    el('path', {
      d: 'M201 198q-6 16 1 20',
      fill: 'none',
      stroke: shade(p.skin, 0.22),
      strokeWidth: 3.5,
      strokeLinecap: 'round',
    }) +
    el('circle', { cx: 163, cy: 218, r: 12, fill: '#f43f5e', opacity: 0.14 }) +
    el('circle', { cx: 237, cy: 218, r: 12, fill: '#f43f5e', opacity: 0.14 }) +
    mouth +
    glasses
  );
}

/** The figure in a 400 × 400 box. */
function figure(p: Person, alt: boolean, tilt: number): string {
  const neck = shade(p.skin, 0.12);
  const shirtEdge = shade(p.shirt, 0.12);
  const head = el(
    'g',
    tilt ? { transform: `rotate(${num(tilt)} 200 300)` } : {},
    backHair(p),
    el('rect', { x: 172, y: 230, width: 56, height: 90, rx: 24, fill: neck }),
    el('ellipse', { cx: 137, cy: 196, rx: 11, ry: 16, fill: shade(p.skin, 0.05) }),
    el('ellipse', { cx: 263, cy: 196, rx: 11, ry: 16, fill: shade(p.skin, 0.05) }),
    el('ellipse', { cx: 200, cy: 186, rx: 64, ry: 78, fill: p.skin }),
    frontHair(p),
    face(p, alt),
  );
  const shift = alt ? tilt * 1.2 : 0;
  const body = el(
    'g',
    shift ? { transform: `translate(${num(shift)} 0)` } : {},
    el('path', { d: 'M52 400c0-64 58-96 148-96s148 32 148 96Z', fill: p.shirt }),
    el('path', { d: 'M168 306q32 44 64 0Z', fill: neck }),
    el('path', {
      d: 'M160 308q40 54 80 0',
      fill: 'none',
      stroke: shirtEdge,
      strokeWidth: 6,
      strokeLinecap: 'round',
    }),
  );
  // Neck and head sit above the collar: draw the back hair and body first.
  return body + head;
}

function background(bg: string, alt: boolean, seed: string, size = 400): string {
  const r = rng(`bg:${seed}`);
  if (!alt)
    return (
      el('rect', { width: size, height: size, fill: bg }) +
      el('circle', { cx: 200, cy: 230, r: 150, fill: tint(bg, 0.16) })
    );
  const deep = shade(bg, 0.14);
  const corner = r.pick([
    [330, 70],
    [70, 70],
    [340, 330],
  ]);
  return (
    el('rect', { width: size, height: size, fill: deep }) +
    el('circle', { cx: corner[0] ?? 330, cy: corner[1] ?? 70, r: 150, fill: tint(bg, 0.28) }) +
    el('circle', {
      cx: corner[0] ?? 330,
      cy: corner[1] ?? 70,
      r: 220,
      fill: 'none',
      stroke: tint(bg, 0.3),
      strokeWidth: 3,
      opacity: 0.6,
    })
  );
}

/** Team photo, 400 × 400, background in the member's frame colour. */
export function teamPortrait(seed: string, frame: string, alt = false): string {
  const p = personFor(seed, frame);
  const tilt = alt ? (rng(`tilt:${seed}`).chance(0.5) ? 7 : -7) : 0;
  return svgDoc(400, 400, [background(frame, alt, seed), figure(p, alt, tilt)]);
}

/** Testimonial avatar, 96 × 96: a round portrait on a seeded colour. */
export function avatar(seed: string): string {
  const bg = rng(`avatar:${seed}`).pick(AVATAR_BACKGROUNDS);
  const p = personFor(seed, bg);
  const clip = idMaker()();
  return svgDoc(96, 96, [
    el('clipPath', { id: clip }, el('circle', { cx: 48, cy: 48, r: 48 })),
    el(
      'g',
      { clipPath: `url(#${clip})` },
      el('rect', { width: 96, height: 96, fill: bg }),
      el('g', { transform: 'translate(-8 -2) scale(.28)' }, figure(p, false, 0)),
    ),
  ]);
}
