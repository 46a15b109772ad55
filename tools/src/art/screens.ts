/**
 * Abstract app screens: cards, charts, list rows, maps, chat bubbles… drawn from simple
 * shapes into a box. The same kinds serve a phone (one column) and a wide screen (columns).
 */
import { el, fromHsl, mix, num, shade, tint, toHsl, type Rng } from './svg.ts';
import {
  bar,
  batched,
  card,
  circle,
  clipped,
  inset,
  person,
  rect,
  seg,
  smooth,
  strokes,
  tbar,
  type Block,
  type Box,
  type Ctx,
  type Palette,
  type Seg,
} from './screen-parts.ts';
import {
  cardTable,
  deck,
  fieldsBlocks,
  grades,
  listeners,
  liveWave,
  moods,
  poseView,
  repCounter,
  roomControls,
  roomHeader,
  speakers,
  swatches,
  taskRows,
  viewport3d,
} from './product-screens.ts';

export { smooth, type Box, type Ctx, type Palette };

export const KINDS = [
  'chart',
  'list',
  'map',
  'chat',
  'player',
  'calendar',
  'form',
  'feed',
  'stats',
  'profile',
  'call',
  'pads',
  'viewport',
  'flashcards',
  'checkin',
  'cardtable',
  'audioroom',
  'fields',
  'tasks',
  'reps',
] as const;
export type Kind = (typeof KINDS)[number];

/** Kinds that fill the whole phone screen instead of stacking under a header. */
const FULL_BLEED: readonly Kind[] = ['map', 'call', 'cardtable'];

/** UI colours for a case: a lively primary and a neighbouring accent, in light or dark mode. */
export function uiPalette(from: string, to: string, dark: boolean): Palette {
  const [h1, s1, l1] = toHsl(from);
  const [h2, s2, l2] = toHsl(to);
  // The livelier of the two colours leads; a near-grey gradient borrows the other's hue.
  const score = (s: number, l: number) => s * (1 - Math.abs(l - 0.45));
  const [hue, sat] = score(s1, l1) >= score(s2, l2) ? [h1, s1] : [h2, s2];
  const s = Math.max(0.45, Math.min(0.8, sat));
  const primary = fromHsl(hue, s, dark ? 0.6 : 0.46);
  const accent = fromHsl(
    hue + (Math.abs(h1 - h2) > 25 ? h2 - hue : 38),
    Math.max(0.5, s),
    dark ? 0.66 : 0.58,
  );
  if (dark) {
    const bg = mix('#0b1120', primary, 0.08);
    return {
      dark,
      bg,
      surface: mix('#1e293b', primary, 0.1),
      border: mix('#334155', primary, 0.1),
      text: '#cbd5e1',
      faint: '#64748b',
      primary,
      accent,
      soft: mix(bg, primary, 0.35),
      accentSoft: mix(bg, accent, 0.3),
    };
  }
  return {
    dark,
    bg: mix('#f8fafc', primary, 0.04),
    surface: '#ffffff',
    border: mix('#e2e8f0', primary, 0.08),
    text: mix('#64748b', primary, 0.15),
    faint: mix('#cbd5e1', primary, 0.1),
    primary,
    accent,
    soft: tint(primary, 0.82),
    accentSoft: tint(accent, 0.78),
  };
}

// ---------------------------------------------------------------------------
// Blocks: a kind is a stack of blocks; one of them flexes to fill the height.

function stack(c: Ctx, box: Box, blocks: Block[], gap: number): string {
  let list = [...blocks];
  const fixed = () =>
    list.reduce((s, b) => s + (b.h === 'flex' ? (b.min ?? 0) : b.h), 0) + gap * (list.length - 1);
  while (fixed() > box.h) {
    const i = list.map((b) => !!b.optional).lastIndexOf(true);
    if (i < 0) break;
    list = list.filter((_, j) => j !== i);
  }
  const flexCount = list.filter((b) => b.h === 'flex').length;
  const fixedOnly =
    list.reduce((s, b) => s + (b.h === 'flex' ? 0 : b.h), 0) + gap * Math.max(0, list.length - 1);
  const flexH = flexCount ? Math.max(0, (box.h - fixedOnly) / flexCount) : 0;
  let y = box.y;
  return list
    .map((b) => {
      const h = b.h === 'flex' ? flexH : b.h;
      // A flexible block squeezed below its minimum is left out rather than overflowing.
      const out =
        h > 0 && h >= (b.h === 'flex' ? (b.min ?? 0) : 0) ? b.draw({ x: box.x, y, w: box.w, h }) : '';
      y += h + gap;
      return out;
    })
    .join('');
}

function header(c: Ctx, u: number, avatar = true): Block {
  return {
    h: 3.6 * u,
    draw: (b) =>
      tbar(c, b.x, b.y + 0.3 * u, b.w * c.r.range(0.38, 0.52), 1.4 * u, c.p.text) +
      tbar(c, b.x, b.y + 2.5 * u, b.w * c.r.range(0.22, 0.32), 0.8 * u, c.p.faint) +
      (avatar ? person(b.x + b.w - 1.7 * u, b.y + 1.7 * u, 1.7 * u, c.p.soft, tint(c.p.primary, 0.35)) : ''),
  };
}

function chips(c: Ctx, u: number): Block {
  return {
    h: 2.6 * u,
    optional: true,
    draw: (b) => {
      let x = b.x;
      let out = '';
      for (let i = 0; i < 5; i++) {
        const w = c.r.range(4.5, 7) * u;
        if (x + w > b.x + b.w) break;
        out +=
          i === 0
            ? bar(x, b.y, w, 2.6 * u, c.p.primary) +
              tbar(c, x + 1.2 * u, b.y + 0.95 * u, w - 2.4 * u, 0.7 * u, '#fff')
            : bar(x, b.y, w, 2.6 * u, c.p.surface, c.p.dark ? {} : { stroke: c.p.border }) +
              tbar(c, x + 1.2 * u, b.y + 0.95 * u, w - 2.4 * u, 0.7 * u, c.p.faint);
        x += w + 0.8 * u;
      }
      return out;
    },
  };
}

function search(c: Ctx, u: number): Block {
  return {
    h: 3.4 * u,
    optional: true,
    draw: (b) =>
      bar(b.x, b.y, b.w, 3.4 * u, c.p.surface, c.p.dark ? {} : { stroke: c.p.border }) +
      circle(b.x + 1.8 * u, b.y + 1.6 * u, 0.6 * u, 'none', { stroke: c.p.faint, strokeWidth: 0.25 * u }) +
      tbar(c, b.x + 3.2 * u, b.y + 1.3 * u, b.w * 0.4, 0.8 * u, c.p.faint),
  };
}

function statRow(c: Ctx, u: number, optional = true): Block {
  return {
    h: 6.6 * u,
    optional,
    draw: (b) => {
      const n = b.w > 34 * u ? 3 : 2;
      const w = (b.w - (n - 1) * u) / n;
      let out = '';
      for (let i = 0; i < n; i++) {
        const x = b.x + i * (w + u);
        const colour = i === 0 ? c.p.primary : c.p.accent;
        const spark: [number, number][] = Array.from({ length: 5 }, (_, k) => [
          x + w - 5.6 * u + k * 1.1 * u,
          b.y + 4.6 * u - c.r.range(0, 1.8) * u,
        ]);
        out +=
          card({ x, y: b.y, w, h: 6.6 * u }, c, u) +
          tbar(c, x + 1.2 * u, b.y + 1.3 * u, w * 0.42, 0.7 * u, c.p.faint) +
          tbar(c, x + 1.2 * u, b.y + 3.3 * u, w * c.r.range(0.3, 0.42), 1.5 * u, c.p.text) +
          (w > 11 * u
            ? el('path', {
                d: smooth(spark),
                fill: 'none',
                stroke: colour,
                strokeWidth: 0.3 * u,
                strokeLinecap: 'round',
              })
            : '');
      }
      return out;
    },
  };
}

function lineChart(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 10 * u,
    draw: (b) => {
      const inner = inset(b, 1.4 * u);
      const top = inner.y + 4.2 * u;
      const plot = { x: inner.x, y: top + u, w: inner.w, h: inner.y + inner.h - top - 2.6 * u };
      const n = c.r.int(6, 9);
      const pts: [number, number][] = [];
      let v = c.r.range(0.3, 0.6);
      for (let i = 0; i < n; i++) {
        v = Math.max(0.08, Math.min(0.95, v + c.r.range(-0.25, 0.3)));
        pts.push([plot.x + (plot.w * i) / (n - 1), plot.y + plot.h * (1 - v)]);
      }
      const line = smooth(pts);
      const last = pts[pts.length - 1] as [number, number];
      const hi = pts[c.r.int(Math.floor(n / 2), n - 2)] as [number, number];
      const fillId = c.id();
      let grid = '';
      for (let i = 0; i < 4; i++)
        grid += rect(plot.x, plot.y + (plot.h * i) / 3, plot.w, 1, c.p.border, 0, { opacity: 0.8 });
      const tickSegs: Seg[] = [];
      for (let i = 0; i < n; i += 2)
        tickSegs.push(
          seg(plot.x + (plot.w * i) / (n - 1) - 0.8 * u, inner.y + inner.h - 0.8 * u, 1.6 * u, 0.6 * u),
        );
      const ticks = strokes(tickSegs, 0.6 * u, c.p.faint);
      return (
        card(b, c, u) +
        tbar(c, inner.x, inner.y, inner.w * 0.3, 0.7 * u, c.p.faint) +
        tbar(c, inner.x, inner.y + 1.6 * u, inner.w * 0.34, 1.7 * u, c.p.text) +
        bar(inner.x + inner.w - 5 * u, inner.y + 0.1 * u, 5 * u, 2.2 * u, c.p.accentSoft) +
        grid +
        el(
          'linearGradient',
          { id: fillId, x1: 0, y1: 0, x2: 0, y2: 1 },
          el('stop', { stopColor: c.p.primary, stopOpacity: 0.28 }),
          el('stop', { offset: 1, stopColor: c.p.primary, stopOpacity: 0 }),
        ) +
        el('path', {
          d: `${line}L${num(last[0])} ${num(plot.y + plot.h)}L${num(plot.x)} ${num(plot.y + plot.h)}Z`,
          fill: `url(#${fillId})`,
        }) +
        el('path', {
          d: line,
          fill: 'none',
          stroke: c.p.primary,
          strokeWidth: 0.4 * u,
          strokeLinecap: 'round',
        }) +
        rect(hi[0] - 0.1 * u, plot.y, 0.2 * u, plot.h, c.p.primary, 0, { opacity: 0.35 }) +
        circle(hi[0], hi[1], 0.75 * u, c.p.surface, { stroke: c.p.primary, strokeWidth: 0.35 * u }) +
        ticks
      );
    },
  };
}

function barChart(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 10 * u,
    draw: (b) => {
      const inner = inset(b, 1.4 * u);
      const top = inner.y + Math.min(3.6 * u, inner.h * 0.22);
      const n = Math.max(5, Math.min(12, Math.floor(inner.w / (2.6 * u))));
      const slot = inner.w / n;
      const hi = c.r.int(0, n - 1);
      const plotH = inner.y + inner.h - top - Math.min(1.8 * u, inner.h * 0.12);
      let bars = '';
      const labels: Seg[] = [];
      for (let i = 0; i < n; i++) {
        const h = plotH * c.r.range(0.25, 1);
        const w = slot * 0.56;
        const x = inner.x + i * slot + (slot - w) / 2;
        bars += rect(x, top + plotH - h, w, h, i === hi ? c.p.primary : c.p.soft, Math.min(w / 2, 0.6 * u));
        labels.push(seg(x, inner.y + inner.h - 0.7 * u, w, 0.6 * u));
      }
      bars += strokes(labels, 0.6 * u, c.p.faint);
      return (
        card(b, c, u) +
        tbar(c, inner.x, inner.y, inner.w * 0.35, 1.2 * u, c.p.text) +
        bar(inner.x + inner.w - 6 * u, inner.y, 6 * u, 1.8 * u, c.p.accentSoft) +
        bars
      );
    },
  };
}

function listRows(c: Ctx, u: number, opts: { flex?: boolean; rows?: number } = {}): Block {
  const rowH = 4.8 * u;
  const draw = (b: Box) => {
    const inner = inset(b, 1.2 * u, 0.4 * u);
    const n = Math.max(1, Math.floor(inner.h / rowH));
    const shape = c.r.pick(['person', 'round', 'square'] as const);
    const titles: Seg[] = [];
    const subs: Seg[] = [];
    let out = card(b, c, u);
    for (let i = 0; i < n; i++) {
      const y = inner.y + i * rowH;
      const cy = y + rowH / 2;
      const fill = i % 2 ? c.p.accentSoft : c.p.soft;
      out +=
        shape === 'person'
          ? person(inner.x + 1.6 * u, cy, 1.6 * u, fill, i % 2 ? c.p.accent : tint(c.p.primary, 0.3))
          : shape === 'round'
            ? circle(inner.x + 1.6 * u, cy, 1.6 * u, fill) +
              circle(inner.x + 1.6 * u, cy, 0.6 * u, c.p.primary)
            : rect(inner.x, cy - 1.6 * u, 3.2 * u, 3.2 * u, fill, 0.8 * u) +
              rect(
                inner.x + 1 * u,
                cy - 0.6 * u,
                1.2 * u,
                1.2 * u,
                i % 2 ? c.p.accent : c.p.primary,
                0.3 * u,
              );
      titles.push(seg(inner.x + 4.4 * u, cy - 1.1 * u, inner.w * c.r.range(0.28, 0.45), 0.9 * u));
      subs.push(seg(inner.x + 4.4 * u, cy + 0.5 * u, inner.w * c.r.range(0.18, 0.32), 0.7 * u));
      const trailing = c.r.next();
      out +=
        trailing < 0.4
          ? bar(inner.x + inner.w - 4.6 * u, cy - 0.9 * u, 4.6 * u, 1.8 * u, fill) +
            bar(inner.x + inner.w - 3.6 * u, cy - 0.3 * u, 2.6 * u, 0.6 * u, i % 2 ? c.p.accent : c.p.primary)
          : trailing < 0.7
            ? tbar(c, inner.x + inner.w - 3.4 * u, cy - 0.45 * u, 3.4 * u, 0.9 * u, c.p.text)
            : el('path', {
                d: `M${num(inner.x + inner.w - 1.2 * u)} ${num(cy - 0.7 * u)}l${num(0.7 * u)} ${num(0.7 * u)}l${num(-0.7 * u)} ${num(0.7 * u)}`,
                fill: 'none',
                stroke: c.p.faint,
                strokeWidth: 0.25 * u,
                strokeLinecap: 'round',
              });
      if (i < n - 1) out += rect(inner.x + 4.4 * u, y + rowH, inner.w - 4.4 * u, 1, c.p.border);
    }
    return out + strokes(titles, 0.9 * u, c.p.text) + strokes(subs, 0.7 * u, c.p.faint);
  };
  return opts.flex === false
    ? { h: (opts.rows ?? 2) * rowH + 0.8 * u, optional: true, draw }
    : { h: 'flex', min: rowH + 0.8 * u, draw };
}

function rings(c: Ctx, u: number): Block {
  return {
    h: 9.4 * u,
    draw: (b) => {
      const n = b.w > 30 * u ? 3 : 2;
      const w = (b.w - (n - 1) * u) / n;
      let out = '';
      for (let i = 0; i < n; i++) {
        const x = b.x + i * (w + u);
        const rad = Math.min(2.6 * u, w * 0.3);
        const cx = x + w / 2;
        const cy = b.y + 1.2 * u + rad;
        const circ = 2 * Math.PI * rad;
        const frac = c.r.range(0.45, 0.92);
        const colour = i === 1 ? c.p.accent : c.p.primary;
        out +=
          card({ x, y: b.y, w, h: b.h }, c, u) +
          circle(cx, cy, rad, 'none', { stroke: c.p.border, strokeWidth: 0.8 * u }) +
          circle(cx, cy, rad, 'none', {
            stroke: colour,
            strokeWidth: 0.8 * u,
            strokeLinecap: 'round',
            strokeDasharray: `${num(circ * frac)} ${num(circ)}`,
            transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
          }) +
          tbar(c, cx - w * 0.25, b.y + b.h - 2.2 * u, w * 0.5, 0.8 * u, c.p.faint);
      }
      return out;
    },
  };
}

function calendar(c: Ctx, u: number): Block {
  return {
    h: 21 * u,
    draw: (b) => {
      const inner = inset(b, 1.2 * u);
      const cell = inner.w / 7;
      const rowH = Math.min(cell, (inner.h - 5 * u) / 5);
      const sel = c.r.int(8, 26);
      const rangeStart = c.r.int(1, 20);
      let out =
        card(b, c, u) +
        tbar(c, inner.x, inner.y, inner.w * 0.32, 1.2 * u, c.p.text) +
        circle(inner.x + inner.w - 3.6 * u, inner.y + 0.6 * u, 0.9 * u, c.p.soft) +
        circle(inner.x + inner.w - 0.9 * u, inner.y + 0.6 * u, 0.9 * u, c.p.soft);
      const faint: Seg[] = [];
      const border: Seg[] = [];
      for (let i = 0; i < 7; i++)
        faint.push(seg(inner.x + i * cell + cell / 2 - 0.5 * u, inner.y + 3 * u, u, 0.6 * u));
      const top = inner.y + 4.6 * u;
      // A booked range as one soft band per week row.
      for (let row = 0; row < 5; row++) {
        const a = Math.max(rangeStart, row * 7 + 1);
        const z = Math.min(rangeStart + 4, row * 7 + 7);
        if (a <= z) {
          const x0 = inner.x + ((a - 1) % 7) * cell + cell * 0.1;
          out += bar(
            x0,
            top + row * rowH + rowH * 0.18,
            (z - a + 1) * cell - cell * 0.2,
            rowH * 0.64,
            c.p.accentSoft,
          );
        }
      }
      for (let day = 1; day <= 35; day++) {
        const cx = inner.x + ((day - 1) % 7) * cell + cell / 2;
        const cy = top + Math.floor((day - 1) / 7) * rowH + rowH / 2;
        if (day === sel) {
          out +=
            circle(cx, cy, Math.min(cell, rowH) * 0.4, c.p.primary) +
            tbar(c, cx - 0.5 * u, cy - 0.3 * u, u, 0.6 * u, '#fff');
        } else {
          (day > 31 ? border : faint).push(seg(cx - 0.5 * u, cy - 0.3 * u, u, 0.6 * u));
          if ((day * 7 + sel) % 5 === 0) out += circle(cx, cy + rowH * 0.3, 0.22 * u, c.p.accent);
        }
      }
      return out + strokes(faint, 0.6 * u, c.p.faint) + strokes(border, 0.6 * u, c.p.border);
    },
  };
}

function fields(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 7 * u,
    draw: (b) => {
      const fieldH = 6.4 * u;
      const n = Math.max(1, Math.min(6, Math.floor((b.h + u) / fieldH)));
      const step = Math.min((b.h + u) / n, fieldH * 1.25);
      const focus = c.r.int(0, n - 1);
      let out = '';
      for (let i = 0; i < n; i++) {
        const y = b.y + i * step;
        const kind = i === n - 1 && n > 2 ? 'toggle' : i === 1 && n > 3 ? 'segments' : 'input';
        out += tbar(c, b.x, y, b.w * c.r.range(0.2, 0.35), 0.7 * u, c.p.faint);
        if (kind === 'toggle') {
          out +=
            tbar(c, b.x, y + 1.8 * u, b.w * 0.55, 0.9 * u, c.p.text) +
            bar(b.x + b.w - 4.4 * u, y + 1.3 * u, 4.4 * u, 2.4 * u, c.p.primary) +
            circle(b.x + b.w - 1.4 * u, y + 2.5 * u, 0.9 * u, '#fff');
        } else if (kind === 'segments') {
          const w = b.w / 3;
          out += rect(b.x, y + 1.4 * u, b.w, 3.4 * u, c.p.dark ? c.p.surface : c.p.border, 0.9 * u);
          const on = c.r.int(0, 2);
          out += rect(
            b.x + on * w + 0.3 * u,
            y + 1.7 * u,
            w - 0.6 * u,
            2.8 * u,
            c.p.dark ? c.p.primary : '#fff',
            0.7 * u,
          );
          for (let k = 0; k < 3; k++)
            out += tbar(
              c,
              b.x + k * w + w * 0.3,
              y + 2.7 * u,
              w * 0.4,
              0.8 * u,
              k === on && c.p.dark ? '#fff' : c.p.text,
            );
        } else {
          out +=
            rect(b.x, y + 1.4 * u, b.w, 3.6 * u, c.p.surface, 0.9 * u, {
              stroke: i === focus ? c.p.primary : c.p.border,
              strokeWidth: i === focus ? 0.22 * u : 1,
            }) + tbar(c, b.x + 1.2 * u, y + 2.8 * u, b.w * c.r.range(0.3, 0.6), 0.8 * u, c.p.text);
        }
      }
      return out;
    },
  };
}

function button(c: Ctx, u: number): Block {
  return {
    h: 3.8 * u,
    draw: (b) =>
      bar(b.x, b.y, b.w, 3.8 * u, c.p.primary) +
      tbar(c, b.x + b.w * 0.35, b.y + 1.5 * u, b.w * 0.3, 0.8 * u, '#fff'),
  };
}

/** An abstract "photo": sky, sun and hills in the palette's tints. */
function picture(b: Box, c: Ctx, rx: number) {
  const id = c.id();
  const sky = tint(c.r.chance(0.5) ? c.p.accent : c.p.primary, 0.72);
  const hill1 = tint(c.p.primary, 0.35);
  const hill2 = c.p.primary;
  const base = b.y + b.h;
  return clipped(
    id,
    b,
    rx,
    rect(b.x, b.y, b.w, b.h, sky),
    circle(b.x + b.w * c.r.range(0.6, 0.85), b.y + b.h * 0.3, b.h * 0.14, tint(c.p.accent, 0.45)),
    el('path', {
      d: `M${num(b.x)} ${num(base - b.h * 0.35)}Q${num(b.x + b.w * 0.3)} ${num(base - b.h * 0.75)} ${num(b.x + b.w * 0.62)} ${num(base - b.h * 0.3)}V${num(base)}H${num(b.x)}Z`,
      fill: hill1,
    }),
    el('path', {
      d: `M${num(b.x + b.w * 0.3)} ${num(base)}Q${num(b.x + b.w * 0.7)} ${num(base - b.h * 0.6)} ${num(b.x + b.w)} ${num(base - b.h * 0.4)}V${num(base)}Z`,
      fill: hill2,
    }),
  );
}

function feed(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 12 * u,
    draw: (b) => {
      const cols = b.w > 34 * u ? 2 : 1;
      const w = (b.w - (cols - 1) * u) / cols;
      const ideal = Math.min(w * 0.5, 13 * u) + 5.8 * u;
      const rows = Math.max(1, Math.round((b.h + u) / (ideal + u)));
      // Cards stretch (or shrink) their picture so the rows fill the height exactly.
      const cardH = (b.h + u) / rows - u;
      const imgH = Math.max(3 * u, cardH - 5.8 * u);
      let out = '';
      for (let row = 0; row < rows; row++)
        for (let col = 0; col < cols; col++) {
          const x = b.x + col * (w + u);
          const y = b.y + row * (cardH + u);
          out +=
            card({ x, y, w, h: cardH }, c, u) +
            picture({ x: x + 0.6 * u, y: y + 0.6 * u, w: w - 1.2 * u, h: imgH - 0.6 * u }, c, 0.8 * u) +
            tbar(c, x + 1.4 * u, y + imgH + 1.4 * u, w * c.r.range(0.4, 0.65), 0.9 * u, c.p.text) +
            tbar(c, x + 1.4 * u, y + imgH + 3.2 * u, w * c.r.range(0.25, 0.4), 0.7 * u, c.p.faint) +
            bar(x + w - 5.4 * u, y + imgH + 1.7 * u, 4 * u, 2.2 * u, c.p.soft);
        }
      return out;
    },
  };
}

function profileHead(c: Ctx, u: number): Block {
  return {
    h: 15 * u,
    draw: (b) => {
      const cx = b.x + b.w / 2;
      let stats = '';
      for (let i = 0; i < 3; i++) {
        const sx = b.x + (b.w * (i + 0.5)) / 3;
        stats +=
          tbar(c, sx - 1.4 * u, b.y + 11.2 * u, 2.8 * u, 1.1 * u, c.p.text) +
          tbar(c, sx - 1.8 * u, b.y + 12.9 * u, 3.6 * u, 0.6 * u, c.p.faint);
      }
      return (
        person(cx, b.y + 3.6 * u, 3.6 * u, c.p.soft, tint(c.p.primary, 0.25)) +
        circle(cx + 2.6 * u, b.y + 6.2 * u, 0.8 * u, c.p.accent, { stroke: c.p.bg, strokeWidth: 0.3 * u }) +
        tbar(c, cx - b.w * 0.2, b.y + 8.1 * u, b.w * 0.4, 1.2 * u, c.p.text) +
        stats
      );
    },
  };
}

function tiles(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 8 * u,
    draw: (b) => {
      const cols = b.w > 34 * u ? 4 : 3;
      const s = (b.w - (cols - 1) * 0.6 * u) / cols;
      const rows = Math.max(1, Math.ceil(b.h / (s + 0.6 * u)));
      const fills = [c.p.soft, c.p.accentSoft, tint(c.p.primary, 0.6), tint(c.p.accent, 0.5)];
      let out = '';
      for (let row = 0; row < rows; row++)
        for (let col = 0; col < cols; col++) {
          const x = b.x + col * (s + 0.6 * u);
          const y = b.y + row * (s + 0.6 * u);
          if (y + s > b.y + b.h + s * 0.5) continue;
          if (c.r.chance(0.3)) out += picture({ x, y, w: s, h: s }, c, 0.8 * u);
          else {
            out += rect(x, y, s, s, c.r.pick(fills), 0.8 * u);
            out += c.r.chance(0.5)
              ? circle(x + s / 2, y + s / 2, s * 0.18, '#fff', { opacity: 0.7 })
              : rect(x + s * 0.32, y + s * 0.32, s * 0.36, s * 0.36, '#fff', s * 0.06, { opacity: 0.7 });
          }
        }
      return out;
    },
  };
}

function pads(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 12 * u,
    draw: (b) => {
      const cols = 4;
      const gap = 0.8 * u;
      const s = Math.min((b.w - 3 * gap) / cols, (b.h - 3 * gap) / 4);
      const x0 = b.x + (b.w - (cols * s + 3 * gap)) / 2;
      const y0 = b.y + (b.h - (4 * s + 3 * gap)) / 2;
      let out = '';
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < cols; col++) {
          const lit = c.r.chance(0.28);
          const colour = (row + col) % 3 === 0 ? c.p.accent : c.p.primary;
          const x = x0 + col * (s + gap);
          const y = y0 + row * (s + gap);
          out += rect(
            x,
            y,
            s,
            s,
            lit ? colour : c.p.dark ? c.p.surface : mix(c.p.soft, '#ffffff', 0.3),
            0.9 * u,
          );
          if (lit) out += circle(x + s * 0.3, y + s * 0.3, s * 0.09, '#fff', { opacity: 0.55 });
        }
      return out;
    },
  };
}

/** Wave bars under a player or pads. */
function waveform(c: Ctx, u: number): Block {
  return {
    h: 4 * u,
    optional: true,
    draw: (b) => {
      const n = Math.floor(b.w / (0.9 * u));
      const played = Math.floor(n * c.r.range(0.3, 0.6));
      const segs: Seg[] = [];
      for (let i = 0; i < n; i++) {
        const h = (0.25 + 0.75 * Math.abs(Math.sin(i * 0.7 + c.r.range(0, 0.9)))) * 4 * u;
        segs.push([
          b.x + i * 0.9 * u + 0.25 * u,
          b.y + (4 * u - h) / 2 + 0.25 * u,
          Math.max(0.1, h - 0.5 * u),
        ]);
      }
      return (
        strokes(segs.slice(0, played), 0.5 * u, c.p.primary, true) +
        strokes(segs.slice(played), 0.5 * u, c.p.border, true)
      );
    },
  };
}

function playerArt(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 10 * u,
    draw: (b) => {
      const s = Math.min(b.w, b.h);
      const x = b.x + (b.w - s) / 2;
      const gid = c.id();
      return (
        el(
          'linearGradient',
          { id: gid, x1: 0, y1: 0, x2: 1, y2: 1 },
          el('stop', { stopColor: c.p.accent }),
          el('stop', { offset: 1, stopColor: shade(c.p.primary, 0.25) }),
        ) +
        rect(x, b.y, s, s, `url(#${gid})`, 1.6 * u) +
        circle(x + s * 0.5, b.y + s * 0.5, s * 0.3, '#fff', { opacity: 0.14 }) +
        circle(x + s * 0.5, b.y + s * 0.5, s * 0.12, '#fff', { opacity: 0.3 }) +
        circle(x + s * 0.78, b.y + s * 0.22, s * 0.08, '#fff', { opacity: 0.35 })
      );
    },
  };
}

function controls(c: Ctx, u: number): Block {
  return {
    h: 11.6 * u,
    draw: (b) => {
      const cx = b.x + b.w / 2;
      const played = b.w * c.r.range(0.25, 0.6);
      const y = b.y + 8.4 * u;
      const tri = (x: number, dir: number, s: number, fill: string) =>
        el('path', {
          d: `M${num(x)} ${num(y - s)}l${num(dir * s * 1.5)} ${num(s)}l${num(-dir * s * 1.5)} ${num(s)}Z`,
          fill,
        });
      return (
        tbar(c, cx - b.w * 0.25, b.y, b.w * 0.5, 1.3 * u, c.p.text) +
        tbar(c, cx - b.w * 0.15, b.y + 2 * u, b.w * 0.3, 0.8 * u, c.p.faint) +
        bar(b.x, b.y + 3.9 * u, b.w, 0.5 * u, c.p.border) +
        bar(b.x, b.y + 3.9 * u, played, 0.5 * u, c.p.primary) +
        circle(b.x + played, b.y + 4.15 * u, 0.8 * u, c.p.primary) +
        circle(cx, y, 2.9 * u, c.p.primary) +
        tri(cx - 0.8 * u, 1, 1.1 * u, '#fff') +
        tri(cx - 5.6 * u, -1, 0.8 * u, c.p.text) +
        tri(cx + 5.6 * u, 1, 0.8 * u, c.p.text) +
        tbar(c, b.x + 0.6 * u, y - 0.3 * u, 2 * u, 0.6 * u, c.p.faint) +
        tbar(c, b.x + b.w - 2.6 * u, y - 0.3 * u, 2 * u, 0.6 * u, c.p.faint)
      );
    },
  };
}

function bubbles(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 10 * u,
    draw: (b) => {
      let y = b.y + 0.6 * u;
      let out = bar(b.x + b.w / 2 - 3 * u, y, 6 * u, 1.6 * u, c.p.dark ? c.p.surface : c.p.border);
      y += 3 * u;
      let mine = c.r.chance(0.5);
      for (let i = 0; i < 12; i++) {
        const lines = c.r.int(1, 3);
        const h = lines * 1.5 * u + 1.6 * u;
        const image = !mine && i === 2;
        const bh = image ? 12 * u : h;
        if (y + bh > b.y + b.h) break;
        const w = image ? b.w * 0.62 : b.w * c.r.range(0.42, 0.72);
        const x = mine ? b.x + b.w - w : b.x + (mine ? 0 : 3 * u);
        if (!mine && (i === 0 || c.r.chance(0.5)))
          out += person(b.x + 1.2 * u, y + bh - 1.2 * u, 1.2 * u, c.p.accentSoft, c.p.accent);
        if (image) out += picture({ x, y, w, h: bh }, c, 1.2 * u);
        else {
          out += rect(
            x,
            y,
            w,
            h,
            mine ? c.p.primary : c.p.surface,
            1.2 * u,
            !mine && !c.p.dark ? { stroke: c.p.border } : {},
          );
          for (let k = 0; k < lines; k++) {
            const lw = (w - 2.4 * u) * (k === lines - 1 && lines > 1 ? c.r.range(0.4, 0.8) : 1);
            out += bar(
              x + 1.2 * u,
              y + 1.1 * u + k * 1.5 * u,
              lw,
              0.7 * u,
              mine ? '#fff' : c.p.faint,
              mine ? { opacity: 0.75 } : {},
            );
          }
        }
        y += bh + 1.2 * u;
        mine = c.r.chance(0.35) ? mine : !mine;
      }
      return out;
    },
  };
}

function chatHeader(c: Ctx, u: number): Block {
  return {
    h: 3.6 * u,
    draw: (b) =>
      el('path', {
        d: `M${num(b.x + 0.9 * u)} ${num(b.y + 1)}l${num(-0.9 * u)} ${num(0.9 * u)}l${num(0.9 * u)} ${num(0.9 * u)}`,
        transform: `translate(0 ${num(0.8 * u)})`,
        fill: 'none',
        stroke: c.p.text,
        strokeWidth: 0.3 * u,
        strokeLinecap: 'round',
      }) +
      person(b.x + 4 * u, b.y + 1.8 * u, 1.8 * u, c.p.accentSoft, c.p.accent) +
      tbar(c, b.x + 6.6 * u, b.y + 0.6 * u, b.w * 0.35, 1.1 * u, c.p.text) +
      circle(b.x + 7 * u, b.y + 2.8 * u, 0.4 * u, '#22c55e') +
      tbar(c, b.x + 7.8 * u, b.y + 2.4 * u, b.w * 0.18, 0.7 * u, c.p.faint) +
      circle(b.x + b.w - 1.4 * u, b.y + 1.8 * u, 1.4 * u, c.p.soft),
  };
}

function composer(c: Ctx, u: number): Block {
  return {
    h: 3.6 * u,
    draw: (b) =>
      bar(b.x, b.y, b.w - 4.4 * u, 3.6 * u, c.p.surface, c.p.dark ? {} : { stroke: c.p.border }) +
      tbar(c, b.x + 1.4 * u, b.y + 1.4 * u, b.w * 0.35, 0.8 * u, c.p.faint) +
      circle(b.x + b.w - 1.8 * u, b.y + 1.8 * u, 1.8 * u, c.p.primary) +
      el('path', {
        d: `M${num(b.x + b.w - 2.5 * u)} ${num(b.y + 1.8 * u)}h${num(1.4 * u)}m${num(-0.6 * u)} ${num(-0.6 * u)}l${num(0.6 * u)} ${num(0.6 * u)}l${num(-0.6 * u)} ${num(0.6 * u)}`,
        fill: 'none',
        stroke: '#fff',
        strokeWidth: 0.25 * u,
        strokeLinecap: 'round',
      }),
  };
}

/** A street map with parks, water, a route and pins; `sheet` adds a bottom card. */
function mapView(c: Ctx, u: number, sheet: boolean, rx = 0): Block {
  return {
    h: 'flex',
    min: 14 * u,
    draw: (b) => {
      const id = c.id();
      const land = c.p.dark ? '#1b2434' : mix('#eef1ee', c.p.accent, 0.06);
      const park = c.p.dark ? '#1f3b33' : mix(land, '#86efac', 0.45);
      const water = c.p.dark ? '#1e3a5f' : mix(land, '#93c5fd', 0.55);
      const street = c.p.dark ? '#2c3a4f' : '#ffffff';
      const at = (fx: number, fy: number): [number, number] => [b.x + b.w * fx, b.y + b.h * fy];
      let out = rect(b.x, b.y, b.w, b.h, land);
      for (let i = 0; i < 3; i++) {
        const [cx, cy] = at(c.r.range(0.1, 0.9), c.r.range(0.1, 0.7));
        out += el('ellipse', {
          cx,
          cy,
          rx: b.w * c.r.range(0.08, 0.16),
          ry: b.w * c.r.range(0.05, 0.1),
          fill: park,
          transform: `rotate(${c.r.int(-30, 30)} ${num(cx)} ${num(cy)})`,
        });
      }
      const wy = c.r.range(0.55, 0.8);
      out += el('path', {
        d: `M${num(b.x)} ${num(b.y + b.h * wy)}C${num(b.x + b.w * 0.3)} ${num(b.y + b.h * (wy - 0.12))} ${num(b.x + b.w * 0.6)} ${num(b.y + b.h * (wy + 0.12))} ${num(b.x + b.w)} ${num(b.y + b.h * (wy + 0.02))}V${num(b.y + b.h * (wy + 0.1))}C${num(b.x + b.w * 0.6)} ${num(b.y + b.h * (wy + 0.2))} ${num(b.x + b.w * 0.3)} ${num(b.y + b.h * (wy - 0.02))} ${num(b.x)} ${num(b.y + b.h * (wy + 0.08))}Z`,
        fill: water,
      });
      // Streets run edge to edge, so they never leave the box.
      const streets: string[] = [];
      for (let i = 0; i < 4; i++) {
        const [x1, y1] = at(c.r.range(0.05, 0.95), 0);
        const [x2, y2] = at(c.r.range(0.05, 0.95), 1);
        streets.push(`M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`);
      }
      for (let i = 0; i < 3; i++) {
        const [x1, y1] = at(0, c.r.range(0.08, 0.92));
        const [x2, y2] = at(1, c.r.range(0.08, 0.92));
        streets.push(`M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`);
      }
      out += el('path', { d: streets.join(''), stroke: street, strokeWidth: 0.9 * u, fill: 'none' });
      const route: [number, number][] = [
        at(0.2, 0.22),
        at(0.42, 0.38),
        at(0.38, 0.55),
        at(0.7, 0.6),
        at(0.78, sheet ? 0.4 : 0.8),
      ].map(([x, y]) => [x + c.r.range(-0.05, 0.05) * b.w, y + c.r.range(-0.04, 0.04) * b.h]);
      const routeD = `M${route.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`;
      const [sx, sy] = route[0] as [number, number];
      const [ex, ey] = route[route.length - 1] as [number, number];
      out +=
        el('path', {
          d: routeD,
          fill: 'none',
          stroke: '#fff',
          strokeWidth: 1.3 * u,
          strokeLinejoin: 'round',
          strokeLinecap: 'round',
          opacity: c.p.dark ? 0.25 : 0.9,
        }) +
        el('path', {
          d: routeD,
          fill: 'none',
          stroke: c.p.primary,
          strokeWidth: 0.7 * u,
          strokeLinejoin: 'round',
          strokeLinecap: 'round',
        }) +
        circle(sx, sy, 0.9 * u, c.p.accent, { stroke: '#fff', strokeWidth: 0.35 * u }) +
        el('path', {
          d: `M${num(ex)} ${num(ey)}c${num(-0.8 * u)} ${num(-1.2 * u)} ${num(-1.9 * u)} ${num(-2.2 * u)} ${num(-1.9 * u)} ${num(-3.4 * u)}a${num(1.9 * u)} ${num(1.9 * u)} 0 0 1 ${num(3.8 * u)} 0c0 ${num(1.2 * u)} ${num(-1.1 * u)} ${num(2.2 * u)} ${num(-1.9 * u)} ${num(3.4 * u)}Z`,
          fill: c.p.primary,
          stroke: '#fff',
          strokeWidth: 0.25 * u,
        }) +
        circle(ex, ey - 3.4 * u, 0.7 * u, '#fff');
      if (sheet) {
        const sh = Math.min(15 * u, b.h * 0.36);
        const sy0 = b.y + b.h - sh;
        out +=
          rect(b.x, sy0, b.w, sh + 2 * u, c.p.surface, 2 * u) +
          bar(b.x + b.w / 2 - 2.4 * u, sy0 + 0.9 * u, 4.8 * u, 0.5 * u, c.p.border) +
          person(b.x + 3.4 * u, sy0 + 4.4 * u, 1.8 * u, c.p.soft, tint(c.p.primary, 0.3)) +
          tbar(c, b.x + 6.2 * u, sy0 + 3.4 * u, b.w * 0.4, 0.9 * u, c.p.text) +
          tbar(c, b.x + 6.2 * u, sy0 + 5 * u, b.w * 0.25, 0.7 * u, c.p.faint) +
          bar(b.x + b.w - 7 * u, sy0 + 3.4 * u, 5.4 * u, 2 * u, c.p.accentSoft) +
          (sh > 11 * u
            ? bar(b.x + 1.6 * u, sy0 + 8 * u, b.w - 3.2 * u, 3.6 * u, c.p.primary) +
              tbar(c, b.x + b.w * 0.38, sy0 + 9.4 * u, b.w * 0.24, 0.8 * u, '#fff')
            : '');
      }
      return clipped(id, b, rx, out);
    },
  };
}

/** A video call: the other person large, a self view and round controls. */
function callView(c: Ctx, u: number, rx = 0): Block {
  return {
    h: 'flex',
    min: 14 * u,
    draw: (b) => {
      const id = c.id();
      const dark = mix('#0f172a', c.p.primary, 0.25);
      const cx = b.x + b.w / 2;
      const headR = Math.min(b.w * 0.2, b.h * 0.14);
      const cy = b.y + b.h * 0.42;
      const self = { w: Math.min(b.w * 0.3, 10 * u), h: Math.min(b.w * 0.3, 10 * u) * 1.35 };
      const sx = b.x + b.w - self.w - 1.4 * u;
      const sy = b.y + Math.min(5 * u, b.h * 0.08);
      const btnY = b.y + b.h - 4.8 * u;
      let btns = '';
      [-2, -1, 0, 1].forEach((k, i) => {
        const x = cx + (k + 0.5) * 4.6 * u;
        btns +=
          i === 3
            ? circle(x, btnY, 1.8 * u, '#ef4444') +
              tbar(c, x - 0.9 * u, btnY - 0.3 * u, 1.8 * u, 0.6 * u, '#fff')
            : circle(x, btnY, 1.8 * u, '#fff', { opacity: 0.18 }) + circle(x, btnY, 0.5 * u, '#fff');
      });
      return clipped(
        id,
        b,
        rx,
        rect(b.x, b.y, b.w, b.h, dark),
        circle(cx, cy + headR * 0.2, headR * 2.6, c.p.primary, { opacity: 0.25 }),
        el('path', {
          d: `M${num(cx - headR * 2)} ${num(b.y + b.h)}C${num(cx - headR * 2)} ${num(cy + headR * 1.1)} ${num(cx + headR * 2)} ${num(cy + headR * 1.1)} ${num(cx + headR * 2)} ${num(b.y + b.h)}Z`,
          fill: tint(c.p.primary, 0.4),
        }),
        circle(cx, cy, headR, tint(c.p.primary, 0.65)),
        rect(sx, sy, self.w, self.h, mix(dark, c.p.accent, 0.35), u, {
          stroke: '#fff',
          strokeWidth: 0.2 * u,
        }),
        circle(sx + self.w / 2, sy + self.h * 0.42, self.w * 0.2, tint(c.p.accent, 0.6)),
        el('path', {
          d: `M${num(sx + self.w * 0.14)} ${num(sy + self.h)}C${num(sx + self.w * 0.14)} ${num(sy + self.h * 0.62)} ${num(sx + self.w * 0.86)} ${num(sy + self.h * 0.62)} ${num(sx + self.w * 0.86)} ${num(sy + self.h)}Z`,
          fill: tint(c.p.primary, 0.4),
        }),
        bar(b.x + 1.4 * u, sy + 0.4 * u, 5.2 * u, 2 * u, '#000', { opacity: 0.3 }),
        circle(b.x + 2.5 * u, sy + 1.4 * u, 0.4 * u, '#ef4444'),
        bar(b.x + 3.3 * u, sy + 1.1 * u, 2.6 * u, 0.6 * u, '#fff', { opacity: 0.8 }),
        btns,
      );
    },
  };
}

/** The blocks of a kind, for one column. */
function blocksFor(kind: Kind, c: Ctx, u: number, wide: boolean): Block[] {
  switch (kind) {
    case 'chart':
      return [header(c, u), chips(c, u), lineChart(c, u), statRow(c, u)];
    case 'stats':
      return [header(c, u), rings(c, u), barChart(c, u), listRows(c, u, { flex: false, rows: 2 })];
    case 'list':
      return [header(c, u), search(c, u), chips(c, u), listRows(c, u)];
    case 'map':
      return wide ? [mapView(c, u, false, 1.1 * u)] : [mapView(c, u, true)];
    case 'chat':
      return [chatHeader(c, u), bubbles(c, u), composer(c, u)];
    case 'player':
      return [header(c, u, false), playerArt(c, u), waveform(c, u), controls(c, u)];
    case 'calendar':
      return [header(c, u), calendar(c, u), listRows(c, u)];
    case 'form':
      return [header(c, u, false), fields(c, u), button(c, u)];
    case 'feed':
      return [header(c, u), chips(c, u), feed(c, u)];
    case 'profile':
      return [profileHead(c, u), chips(c, u), tiles(c, u)];
    case 'call':
      return [callView(c, u, wide ? 1.1 * u : 0)];
    case 'pads':
      return [header(c, u, false), waveform(c, u), pads(c, u), chips(c, u)];
    case 'viewport':
      return [header(c, u, false), viewport3d(c, u), swatches(c, u)];
    case 'flashcards':
      return [header(c, u), deck(c, u), grades(c, u)];
    case 'checkin':
      return [header(c, u), moods(c, u), rings(c, u), listRows(c, u)];
    case 'cardtable':
      return [cardTable(c, u, wide ? 1.1 * u : 0)];
    case 'audioroom':
      return [roomHeader(c, u), speakers(c, u), liveWave(c, u), listeners(c, u), roomControls(c, u)];
    case 'reps':
      // A wide screen's top bar names the page: the camera view takes the header's place.
      return wide ? [poseView(c, u), repCounter(c, u)] : [header(c, u), poseView(c, u), repCounter(c, u)];
    case 'tasks':
      return [header(c, u), chips(c, u), taskRows(c, u)];
    case 'fields':
      return fieldsBlocks(c, u, wide, header(c, u));
  }
}

/** A phone screen: status bar, the kind's blocks, a tab bar and the home indicator. */
export const phoneScreen = (kind: Kind, s: Box, c: Ctx): string => batched(c, () => drawPhone(kind, s, c));

function drawPhone(kind: Kind, s: Box, c: Ctx): string {
  const u = s.w / 22;
  const pad = 1.4 * u;
  const full = FULL_BLEED.includes(kind);
  const tabs = !full && !['chat', 'player', 'form', 'audioroom'].includes(kind);
  const statusColour = kind === 'call' || kind === 'cardtable' || c.p.dark ? '#ffffff' : c.p.text;
  const top = s.y + 4.4 * u;
  const bottom = s.y + s.h - (tabs ? 6.2 * u : 2.6 * u);
  let out = rect(s.x, s.y, s.w, s.h, c.p.bg);
  if (full) out += stack(c, s, blocksFor(kind, c, u, false), 0);
  else
    out += stack(
      c,
      { x: s.x + pad, y: top, w: s.w - 2 * pad, h: bottom - top },
      blocksFor(kind, c, u, false),
      1.3 * u,
    );
  if (tabs) {
    const y = s.y + s.h - 5.6 * u;
    out += rect(s.x, y, s.w, 5.6 * u, c.p.surface) + rect(s.x, y, s.w, 1, c.p.border);
    const active = c.r.int(0, 3);
    for (let i = 0; i < 4; i++) {
      const x = s.x + (s.w * (i + 0.5)) / 4;
      out += rect(
        x - 0.8 * u,
        y + 1.2 * u,
        1.6 * u,
        1.6 * u,
        i === active ? c.p.primary : c.p.faint,
        0.45 * u,
      );
      if (i === active) out += bar(x - 0.8 * u, y + 3.4 * u, 1.6 * u, 0.4 * u, c.p.primary);
    }
  }
  // Status bar: time on the left, signal and battery on the right.
  out += bar(s.x + 2.4 * u, s.y + 1.5 * u, 2.6 * u, 0.9 * u, statusColour);
  out += bar(s.x + s.w - 6 * u, s.y + 1.5 * u, 1.4 * u, 0.9 * u, statusColour);
  out += rect(s.x + s.w - 4.2 * u, s.y + 1.45 * u, 2 * u, 1 * u, statusColour, 0.3 * u);
  out += bar(s.x + s.w * 0.33, s.y + s.h - 1.3 * u, s.w * 0.34, 0.45 * u, full ? '#ffffff' : c.p.text, {
    opacity: 0.6,
  });
  return out;
}

/** Which kinds sit well in the side column next to a main kind on a wide screen. */
const SIDE: Record<Kind, readonly Kind[]> = {
  chart: ['list', 'stats'],
  stats: ['list', 'calendar'],
  list: ['chart', 'profile', 'chat'],
  map: ['list', 'chat'],
  chat: ['list', 'profile'],
  player: ['list', 'feed'],
  calendar: ['list', 'form'],
  form: ['feed', 'list'],
  feed: ['list', 'chart'],
  profile: ['feed', 'list'],
  call: ['chat', 'list'],
  pads: ['list', 'player'],
  viewport: ['form', 'list'],
  flashcards: ['calendar', 'stats'],
  checkin: ['chart', 'list'],
  cardtable: ['list', 'profile'],
  audioroom: ['chat', 'list'],
  fields: ['chart', 'list'],
  tasks: ['calendar', 'chat'],
  reps: ['chart', 'list'],
};

/** A browser, desktop or tablet screen: optional sidebar, a top bar and two columns. */
export const wideScreen = (
  kind: Kind,
  s: Box,
  c: Ctx,
  opts: { sidebar?: boolean; covered?: number; scale?: number } = {},
): string => batched(c, () => drawWide(kind, s, c, opts));

function drawWide(
  kind: Kind,
  s: Box,
  c: Ctx,
  opts: { sidebar?: boolean; covered?: number; scale?: number },
): string {
  const u = Math.min(s.w / 64, s.h / 40) * (opts.scale ?? 1);
  const sidebar = opts.sidebar ?? true;
  const sideW = sidebar ? Math.max(12 * u, s.w * 0.18) : 0;
  let out = rect(s.x, s.y, s.w, s.h, c.p.bg);
  if (sidebar) {
    const dark = c.p.dark;
    out +=
      rect(s.x, s.y, sideW, s.h, dark ? c.p.surface : '#ffffff') +
      rect(s.x + sideW - 1, s.y, 1, s.h, c.p.border);
    out +=
      rect(s.x + 1.6 * u, s.y + 1.8 * u, 2.4 * u, 2.4 * u, c.p.primary, 0.7 * u) +
      tbar(c, s.x + 4.8 * u, s.y + 2.6 * u, sideW * 0.38, 0.9 * u, c.p.text);
    const active = c.r.int(0, 3);
    for (let i = 0; i < 6; i++) {
      const y = s.y + 7 * u + i * 3.4 * u;
      if (y > s.y + s.h - 3 * u) break;
      if (i === active) out += rect(s.x + u, y - 0.9 * u, sideW - 2 * u, 2.8 * u, c.p.soft, 0.7 * u);
      out +=
        rect(s.x + 1.8 * u, y, u, u, i === active ? c.p.primary : c.p.faint, 0.3 * u) +
        bar(
          s.x + 3.6 * u,
          y + 0.15 * u,
          sideW * c.r.range(0.3, 0.5),
          0.7 * u,
          i === active ? c.p.primary : c.p.faint,
        );
    }
  }
  const main = { x: s.x + sideW + 2 * u, y: s.y + 1.6 * u, w: s.w - sideW - 4 * u, h: s.h - 3.2 * u };
  // Top bar: page title, search and a primary action.
  out +=
    tbar(c, main.x, main.y + 0.4 * u, main.w * 0.2, 1.4 * u, c.p.text) +
    tbar(c, main.x, main.y + 2.6 * u, main.w * 0.14, 0.8 * u, c.p.faint) +
    bar(main.x + main.w - 8 * u, main.y + 0.4 * u, 8 * u, 3 * u, c.p.primary) +
    tbar(c, main.x + main.w - 6 * u, main.y + 1.5 * u, 4 * u, 0.8 * u, '#fff') +
    bar(
      main.x + main.w * 0.45,
      main.y + 0.4 * u,
      main.w * 0.3,
      3 * u,
      c.p.surface,
      c.p.dark ? {} : { stroke: c.p.border },
    ) +
    tbar(c, main.x + main.w * 0.45 + 1.4 * u, main.y + 1.5 * u, main.w * 0.12, 0.8 * u, c.p.faint);
  const body = { x: main.x, y: main.y + 5.2 * u, w: main.w, h: main.h - 5.2 * u };
  const side = c.r.pick(SIDE[kind]);
  const colU = (w: number) => Math.min(w / 24, body.h / 26, u * 1.25);
  // When another device hides the right of this screen, draw one column in the visible part.
  const visible = s.x + s.w * (1 - (opts.covered ?? 0)) - body.x - 2 * u;
  const mainW = opts.covered
    ? visible
    : body.w * (['map', 'call', 'feed', 'cardtable', 'fields'].includes(kind) ? 0.64 : 0.58);
  out += stack(c, { ...body, w: mainW }, blocksFor(kind, c, colU(mainW), true), 1.2 * colU(mainW));
  if (opts.covered) return out;
  const sw = body.w - mainW - 1.6 * u;
  out += stack(
    c,
    { x: body.x + mainW + 1.6 * u, y: body.y, w: sw, h: body.h },
    blocksFor(side, c, colU(sw), true),
    1.2 * colU(sw),
  );
  return out;
}

/** Picks a screen kind for a feature from words in its title, avoiding kinds already used. */
const HINTS: [RegExp, Kind][] = [
  [/\b(call list|queue|inbox)/, 'list'],
  // A product's own screens first: a duel is on the table, a stage is heard, a zone is a field.
  [/\b(duels?|tabletop)\b/, 'cardtable'],
  [/\b(stage|raise|audio rooms?|speakers?|listeners?)\b/, 'audioroom'],
  [/\b(moisture|soil|irrigat|watering)/, 'fields'],
  [/\b(chat|message|talk|conversation|thread)/, 'chat'],
  [/\b(video|call|live|session)/, 'call'],
  [/\b(map|route|deliver|location|zone|dispatch|fleet|nearby|signal)/, 'map'],
  [/\b(pads?|beats?|drums?)\b/, 'pads'],
  [/\b(play(ing|list|back)?\b|music|audio|sequenc|sound|podcast|song)/, 'player'],
  [/\b(calendar|schedul|book|appointment|day|week|workshop|meeting)/, 'calendar'],
  [
    /\b(chart|progress|pattern|insight|analytic|report|metric|stuck|trend|alert|vital|monitor|vot|poll)/,
    'chart',
  ],
  [/\b(rep|count|check|wellbeing|score|level|track|habit)/, 'stats'],
  [
    /\b(form|intake|questionnaire|setup|set up|sign|checkout|price|onboard|answer|record|log|logging|export)/,
    'form',
  ],
  [/\b(list|queue|inbox|audit|moderation|item|console|invoice|call list|offline|bank)/, 'list'],
  [/\b(shop|store|template|card|gallery|edition|collection|photo|catalog|scan)/, 'feed'],
  [/\b(profile|verification|safety|private|trust|account|match|group)/, 'profile'],
];

/** Without a hint, a title gets one of the everyday screens. */
const GENERIC: readonly Kind[] = ['list', 'chart', 'feed', 'form', 'profile', 'stats', 'calendar'];

export function kindForTitle(title: string, seed: Rng, used: readonly Kind[] = []): Kind {
  const lower = title.toLowerCase();
  for (const [re, kind] of HINTS) if (re.test(lower) && !used.includes(kind)) return kind;
  const order = [...seed.shuffle(GENERIC), ...KINDS];
  return order.find((k) => !used.includes(k)) ?? order[0] ?? 'list';
}
