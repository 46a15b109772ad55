/**
 * Client wordmarks (a seeded geometric mark and the client's name) and review-source icons.
 */
import { contrast, el, num, rng, svgDoc } from './svg.ts';
import { outline } from './glyphs.ts';

/** Wordmark colours: text in slate 600 (7.6:1 on white), the mark's second tone lighter. */
export const LOGO_INK = '#475569';
const LOGO_SOFT = '#94a3b8';

const MARKS = [
  'ring',
  'stack',
  'diamond',
  'leaf',
  'quarters',
  'peak',
  'wave',
  'hex',
  'spark',
  'halves',
  'columns',
  'dots',
  'chevron',
  'arch',
  'block',
  'orbit',
] as const;

/** A 28 × 28 mark at (x, y), turned by a multiple of 90° so two clients with one shape differ. */
function mark(kind: (typeof MARKS)[number], x: number, y: number, turn: number): string {
  const rotate = turn ? ` rotate(${turn * 90} 14 14)` : '';
  return el('g', { transform: `translate(${num(x)} ${num(y)})${rotate}` }, markShapes(kind));
}

function markShapes(kind: (typeof MARKS)[number]): string {
  switch (kind) {
    case 'columns':
      return [0, 1, 2]
        .map((i) =>
          el('rect', {
            x: 1 + i * 9.5,
            y: 14 - i * 6,
            width: 7,
            height: 13 + i * 6,
            rx: 2,
            fill: i === 2 ? LOGO_INK : LOGO_SOFT,
          }),
        )
        .join('');
    case 'dots':
      return [0, 1, 2, 3]
        .map((i) =>
          el('circle', {
            cx: 7 + (i % 2) * 14,
            cy: 7 + Math.floor(i / 2) * 14,
            r: 6,
            fill: i === 3 ? LOGO_SOFT : LOGO_INK,
          }),
        )
        .join('');
    case 'chevron':
      return el('path', {
        d: 'M3 6L14 14L3 22M14 6L25 14L14 22',
        fill: 'none',
        stroke: LOGO_INK,
        strokeWidth: 4.5,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      });
    case 'arch':
      return (
        el('path', { d: 'M1 27V14A13 13 0 0 1 27 14V27H19V14A5 5 0 0 0 9 14V27Z', fill: LOGO_INK }) +
        el('circle', { cx: 14, cy: 23, r: 3, fill: LOGO_SOFT })
      );
    case 'block':
      return (
        el('rect', { x: 1, y: 1, width: 26, height: 26, rx: 7, fill: LOGO_INK }) +
        el('rect', { x: 8, y: 8, width: 12, height: 12, rx: 3, fill: '#fff' })
      );
    case 'orbit':
      return (
        el('ellipse', {
          cx: 14,
          cy: 14,
          rx: 13,
          ry: 6,
          fill: 'none',
          stroke: LOGO_SOFT,
          strokeWidth: 2.5,
          transform: 'rotate(-30 14 14)',
        }) + el('circle', { cx: 14, cy: 14, r: 6.5, fill: LOGO_INK })
      );
    case 'ring':
      return (
        el('circle', { cx: 14, cy: 14, r: 11, fill: 'none', stroke: LOGO_INK, strokeWidth: 5 }) +
        el('circle', { cx: 14, cy: 14, r: 3.5, fill: LOGO_SOFT })
      );
    case 'stack':
      return [0, 1, 2]
        .map((i) =>
          el('rect', {
            x: i * 3,
            y: 3 + i * 8,
            width: 22,
            height: 6,
            rx: 3,
            fill: i === 1 ? LOGO_SOFT : LOGO_INK,
          }),
        )
        .join('');
    case 'diamond':
      return (
        el('path', { d: 'M14 0L28 14L14 28L0 14Z', fill: LOGO_INK }) +
        el('path', { d: 'M14 8L20 14L14 20L8 14Z', fill: '#fff' })
      );
    case 'leaf':
      return (
        el('path', { d: 'M2 26C2 10 10 2 26 2C26 18 18 26 2 26Z', fill: LOGO_INK }) +
        el('path', { d: 'M6 22L20 8', stroke: '#fff', strokeWidth: 2.5, strokeLinecap: 'round' })
      );
    case 'quarters':
      return (
        el('path', { d: 'M0 13A13 13 0 0 1 13 0V13Z', fill: LOGO_INK }) +
        el('path', { d: 'M15 0A13 13 0 0 1 28 13H15Z', fill: LOGO_SOFT }) +
        el('path', { d: 'M0 15H13V28A13 13 0 0 1 0 15Z', fill: LOGO_SOFT }) +
        el('path', { d: 'M15 15H28A13 13 0 0 1 15 28Z', fill: LOGO_INK })
      );
    case 'peak':
      return (
        el('path', { d: 'M0 26L11 6L22 26Z', fill: LOGO_INK }) +
        el('circle', { cx: 22, cy: 8, r: 5, fill: LOGO_SOFT })
      );
    case 'wave':
      return el('path', {
        d: 'M2 10Q8 2 14 10T26 10M2 20Q8 12 14 20T26 20',
        fill: 'none',
        stroke: LOGO_INK,
        strokeWidth: 4,
        strokeLinecap: 'round',
      });
    case 'hex':
      return (
        el('path', { d: 'M14 1L26 8V21L14 28L2 21V8Z', fill: LOGO_INK }) +
        el('circle', { cx: 14, cy: 14.5, r: 5, fill: '#fff' })
      );
    case 'spark':
      return el('path', { d: 'M14 0Q16 12 28 14Q16 16 14 28Q12 16 0 14Q12 12 14 0Z', fill: LOGO_INK });
    case 'halves':
      return (
        el('path', { d: 'M14 1A13 13 0 0 0 14 27Z', fill: LOGO_INK }) +
        el('path', { d: 'M16 1A13 13 0 0 1 16 27Z', fill: LOGO_SOFT })
      );
  }
}

/** A client wordmark about 160 × 48: the mark, then the name in Inter's outlines. */
export async function clientLogo(label: string): Promise<string> {
  const r = rng(`logo:${label}`);
  const kind = r.pick(MARKS);
  const turn = r.int(0, 3);
  const weight = r.chance(0.6) ? 700 : 600;
  const size = 22;
  const spacing = r.pick([-0.4, 0, 0.4]);
  const shown = r.chance(0.25) ? label.toLowerCase() : label;
  const name = await outline(shown, { x: 40, y: 32, size, weight, spacing });
  return svgDoc(
    Math.ceil(40 + name.width + 4),
    48,
    [mark(kind, 2, 10, turn), el('path', { d: name.d, fill: LOGO_INK })],
    { role: 'img', 'aria-label': label },
  );
}

/** Review sources: a letter in a circle of the brand's colour. */
export const SOURCES: Record<string, { colour: string; letter: string; name: string }> = {
  upwork: { colour: '#14a800', letter: 'U', name: 'Upwork' },
  clutch: { colour: '#17313b', letter: 'C', name: 'Clutch' },
  goodFirms: { colour: '#1a73e8', letter: 'G', name: 'GoodFirms' },
};

/** The letter is white where that reads at 4.5:1, otherwise near-black (Upwork's bright green). */
export const sourceLetterColour = (bg: string) => (contrast('#ffffff', bg) >= 4.5 ? '#ffffff' : '#0b1a0b');

export async function sourceIcon(source: string): Promise<string> {
  const s = SOURCES[source] ?? { colour: '#334155', letter: source.charAt(0).toUpperCase(), name: source };
  return svgDoc(
    32,
    32,
    [
      el('circle', { cx: 16, cy: 16, r: 16, fill: s.colour }),
      el('path', {
        d: (await outline(s.letter, { x: 16, y: 22.5, size: 18, weight: 700, anchor: 'middle' })).d,
        fill: sourceLetterColour(s.colour),
      }),
    ],
    { role: 'img', 'aria-label': s.name },
  );
}
