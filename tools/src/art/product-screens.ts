/**
 * Product motifs: screens that say what one kind of product does (see motifs.ts), drawn as
 * blocks that screens.ts stacks like any other.
 */
import { el, mix, num, shade, tint, type Attrs } from './svg.ts';
import {
  bar,
  card,
  circle,
  clipped,
  inset,
  person,
  rect,
  seg,
  strokes,
  tbar,
  type Block,
  type Ctx,
  type Seg,
} from './screen-parts.ts';

/** A 3D viewport: a floor grid in perspective, a selected box (a cabinet) and an axis gizmo. */
export function viewport3d(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 14 * u,
    draw: (b) => {
      const bg = mix('#0f172a', c.p.primary, 0.18);
      const line = mix('#0f172a', c.p.primary, 0.45);
      const cx = b.x + b.w / 2;
      const horizon = b.y + b.h * 0.42;
      let grid = '';
      // Floor lines running to a vanishing point above the centre, and rungs closing in on it.
      for (let i = -6; i <= 6; i++)
        grid += `M${num(cx + i * b.w * 0.06)} ${num(horizon)}L${num(cx + i * b.w * 0.28)} ${num(b.y + b.h)}`;
      for (let k = 1; k <= 5; k++) {
        const y = horizon + (b.y + b.h - horizon) * (k / 5) ** 1.6;
        grid += `M${num(b.x)} ${num(y)}H${num(b.x + b.w)}`;
      }
      // An isometric box standing on the floor: top, left and right faces.
      const s = Math.min(b.w * 0.2, b.h * 0.24);
      const base = horizon + (b.y + b.h - horizon) * 0.62;
      const top = base - 1.5 * s;
      const face = (pts: [number, number][], fill: string) =>
        el('path', { d: `M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`, fill });
      const box =
        face(
          [
            [cx, top - 0.5 * s],
            [cx + s, top],
            [cx, top + 0.5 * s],
            [cx - s, top],
          ],
          tint(c.p.primary, 0.55),
        ) +
        face(
          [
            [cx - s, top],
            [cx, top + 0.5 * s],
            [cx, base + 0.5 * s],
            [cx - s, base],
          ],
          c.p.primary,
        ) +
        face(
          [
            [cx, top + 0.5 * s],
            [cx + s, top],
            [cx + s, base],
            [cx, base + 0.5 * s],
          ],
          shade(c.p.primary, 0.25),
        ) +
        // Door handles, so the box reads as a cabinet.
        bar(cx - 0.35 * s, top + 0.75 * s, 0.08 * s, 0.4 * s, '#ffffff', { opacity: 0.8 }) +
        bar(cx + 0.3 * s, top + 0.7 * s, 0.08 * s, 0.4 * s, '#ffffff', { opacity: 0.6 });
      // The selection outline and its size handles.
      const sel = el('path', {
        d: `M${num(cx - s - 0.6 * u)} ${num(top - 0.5 * s - 0.6 * u)}h${num(2 * s + 1.2 * u)}v${num(base - top + s + 1.2 * u)}h${num(-2 * s - 1.2 * u)}Z`,
        fill: 'none',
        stroke: c.p.accent,
        strokeWidth: 0.2 * u,
        strokeDasharray: `${num(0.8 * u)} ${num(0.5 * u)}`,
      });
      const gx = b.x + b.w - 3.4 * u;
      const gy = b.y + 3.4 * u;
      const axis = (dx: number, dy: number, colour: string) =>
        el('path', {
          d: `M${num(gx)} ${num(gy)}l${num(dx)} ${num(dy)}`,
          stroke: colour,
          strokeWidth: 0.35 * u,
          strokeLinecap: 'round',
        }) + circle(gx + dx, gy + dy, 0.45 * u, colour);
      let tools = '';
      for (let i = 0; i < 4; i++)
        tools += rect(
          b.x + 1 * u,
          b.y + 1.2 * u + i * 2.6 * u,
          2 * u,
          2 * u,
          i === 1 ? c.p.accent : line,
          0.5 * u,
        );
      // The floor's lines reach past the viewport; a clip keeps them inside it.
      const clip = c.id();
      return (
        el('clipPath', { id: clip }, rect(b.x, b.y, b.w, b.h, '#000', 1.1 * u)) +
        rect(b.x, b.y, b.w, b.h, bg, 1.1 * u) +
        el('path', {
          d: grid,
          stroke: line,
          strokeWidth: 0.12 * u,
          fill: 'none',
          clipPath: `url(#${clip})`,
        }) +
        el('ellipse', { cx, cy: base + 0.5 * s, rx: 1.5 * s, ry: 0.4 * s, fill: '#000', opacity: 0.25 }) +
        box +
        sel +
        axis(2.2 * u, 1 * u, '#f87171') +
        axis(-2 * u, 1 * u, '#4ade80') +
        axis(0, -2.2 * u, '#60a5fa') +
        tools
      );
    },
  };
}

/** Finish swatches under a viewport: round samples, the chosen one ringed. */
export function swatches(c: Ctx, u: number): Block {
  return {
    h: 3.4 * u,
    optional: true,
    draw: (b) => {
      const colours = ['#a16207', '#e7e5e4', '#44403c', c.p.primary, '#d6d3d1', '#78350f', c.p.accent];
      const n = Math.min(colours.length, Math.floor(b.w / (3.6 * u)));
      const chosen = c.r.int(0, n - 1);
      let out = '';
      for (let i = 0; i < n; i++) {
        const cx = b.x + 1.7 * u + i * 3.6 * u;
        out += circle(cx, b.y + 1.7 * u, 1.3 * u, colours[i] ?? c.p.soft, { stroke: c.p.border });
        if (i === chosen)
          out += circle(cx, b.y + 1.7 * u, 1.65 * u, 'none', { stroke: c.p.primary, strokeWidth: 0.3 * u });
      }
      return out;
    },
  };
}

/**
 * A study deck: two cards stacked behind the current one, a question and the answer to reveal.
 * A short deck (a browser column under its header) keeps the card and its question, without the
 * answer: below its minimum a block is left out, which once left a wide screen's column empty.
 */
export function deck(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 10 * u,
    draw: (b) => {
      const w = Math.min(b.w, 30 * u);
      const x = b.x + (b.w - w) / 2;
      const h = b.h - 1.6 * u;
      const top = b.y + 1.6 * u;
      const back = (dy: number, dw: number, fill: string) =>
        rect(x + dw, b.y + dy, w - 2 * dw, h, fill, 1.4 * u, c.p.dark ? {} : { stroke: c.p.border });
      const cards =
        back(0, 2 * u, c.p.soft) +
        back(0.8 * u, u, tint(c.p.primary, c.p.dark ? 0.2 : 0.8)) +
        rect(x, top, w, h, c.p.surface, 1.4 * u, c.p.dark ? {} : { stroke: c.p.border }) +
        bar(x + 1.6 * u, b.y + 3 * u, 6 * u, 1.8 * u, c.p.accentSoft) +
        tbar(c, x + 2.4 * u, b.y + 3.5 * u, 4.4 * u, 0.8 * u, c.p.accent);
      if (h < 19 * u) {
        const q = top + Math.max(4.2 * u, h * 0.5 - 1.2 * u);
        return (
          cards +
          tbar(c, x + w * 0.16, q, w * 0.68, 1.5 * u, c.p.text) +
          tbar(c, x + w * 0.26, q + 2.2 * u, w * 0.48, 1.5 * u, c.p.text)
        );
      }
      const mid = top + h * 0.52;
      return (
        cards +
        tbar(c, x + w * 0.16, mid - 4.6 * u, w * 0.68, 1.5 * u, c.p.text) +
        tbar(c, x + w * 0.26, mid - 2.4 * u, w * 0.48, 1.5 * u, c.p.text) +
        rect(x + 2 * u, mid, w - 4 * u, 1, c.p.border) +
        tbar(c, x + w * 0.2, mid + 2 * u, w * 0.6, 0.9 * u, c.p.faint) +
        tbar(c, x + w * 0.3, mid + 3.6 * u, w * 0.4, 0.9 * u, c.p.faint) +
        circle(x + w / 2, top + h - 3 * u, 1.2 * u, c.p.soft) +
        el('path', {
          d: `M${num(x + w / 2 - 0.5 * u)} ${num(top + h - 3.2 * u)}l${num(0.5 * u)} ${num(0.5 * u)}l${num(0.5 * u)} ${num(-0.5 * u)}`,
          stroke: c.p.primary,
          strokeWidth: 0.3 * u,
          fill: 'none',
          strokeLinecap: 'round',
        })
      );
    },
  };
}

/** The review answers under a card: again, hard, good, easy, with the session's progress above. */
export function grades(c: Ctx, u: number): Block {
  return {
    h: 6.4 * u,
    draw: (b) => {
      const done = c.r.range(0.35, 0.75);
      const colours = ['#ef4444', '#f59e0b', c.p.primary, c.p.accent];
      const w = (b.w - 3 * u) / 4;
      let out = bar(b.x, b.y, b.w, 0.8 * u, c.p.soft) + bar(b.x, b.y, b.w * done, 0.8 * u, c.p.primary);
      colours.forEach((colour, i) => {
        const x = b.x + i * (w + u);
        out +=
          bar(x, b.y + 2.2 * u, w, 4.2 * u, tint(colour, c.p.dark ? 0.1 : 0.82)) +
          tbar(c, x + w * 0.25, b.y + 3.9 * u, w * 0.5, 0.8 * u, colour);
      });
      return out;
    },
  };
}

/** A daily check-in: five faces from low to good, one chosen, and a slider for how much. */
export function moods(c: Ctx, u: number): Block {
  return {
    h: 13.6 * u,
    draw: (b) => {
      const inner = inset(b, 1.4 * u);
      const n = 5;
      const slot = inner.w / n;
      const rad = Math.min(slot * 0.4, 2.2 * u);
      const cy = inner.y + 5 * u;
      const chosen = c.r.int(2, 4);
      let out =
        card(b, c, u) +
        tbar(c, inner.x, inner.y, inner.w * 0.62, 1.4 * u, c.p.text) +
        tbar(c, inner.x, inner.y + 2.2 * u, inner.w * 0.4, 0.8 * u, c.p.faint);
      let faces = '';
      for (let i = 0; i < n; i++) {
        const cx = inner.x + slot * (i + 0.5);
        const on = i === chosen;
        const ink = on ? '#ffffff' : c.p.faint;
        // The mouth curves from a frown (first) to a smile (last).
        const bend = ((i - 2) / 2) * 0.7 * rad;
        out += circle(cx, cy + 0.4 * u, rad, on ? c.p.primary : c.p.soft);
        out += circle(cx - 0.35 * rad, cy - 0.1 * rad + 0.4 * u, 0.1 * rad, ink);
        out += circle(cx + 0.35 * rad, cy - 0.1 * rad + 0.4 * u, 0.1 * rad, ink);
        faces += `M${num(cx - 0.4 * rad)} ${num(cy + 0.35 * rad + 0.4 * u)}q${num(0.4 * rad)} ${num(bend)} ${num(0.8 * rad)} 0`;
        if (on) out += tbar(c, cx - slot * 0.3, cy + rad + 1.2 * u, slot * 0.6, 0.7 * u, c.p.primary);
      }
      const track = cy + rad + 3.6 * u;
      const at = c.r.range(0.45, 0.85);
      return (
        out +
        el('path', {
          d: faces,
          stroke: c.p.faint,
          strokeWidth: 0.14 * rad,
          fill: 'none',
          strokeLinecap: 'round',
        }) +
        bar(inner.x, track, inner.w, 0.8 * u, c.p.soft) +
        bar(inner.x, track, inner.w * at, 0.8 * u, c.p.primary) +
        circle(inner.x + inner.w * at, track + 0.4 * u, 1.1 * u, c.p.surface, {
          stroke: c.p.primary,
          strokeWidth: 0.35 * u,
        })
      );
    },
  };
}
/** A path through points, closed: a face of a box, a card lying on a table, a field. */
const poly = (pts: [number, number][], fill: string, extra: Attrs = {}) =>
  el('path', { d: `M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`, fill, ...extra });

/**
 * A card game in AR, through the phone's camera: a table in perspective, two printed cards lying
 * on it with their creatures standing on them (anchor rings, health bars) and the player's hand.
 */
export function cardTable(c: Ctx, u: number, rx = 0): Block {
  return {
    h: 'flex',
    min: 16 * u,
    draw: (b) => {
      const id = c.id();
      const room = mix('#0f172a', c.p.primary, 0.3);
      const wood = mix('#7c4a24', c.p.primary, 0.15);
      const bottom = b.y + b.h;
      const horizon = b.y + b.h * 0.36;
      const cx = b.x + b.w / 2;
      // A point on the table: fx across (0..1), fy from the far edge (0) to the near one (1).
      const at = (fx: number, fy: number): [number, number] => {
        const half = b.w * (0.45 + 0.35 * fy);
        return [cx + (fx - 0.5) * 2 * half, horizon + (bottom - horizon) * fy];
      };
      let grain = '';
      for (let i = 1; i < 6; i++) {
        const [x0, y0] = at(i / 6, 0);
        const [x1, y1] = at(i / 6, 1);
        grain += `M${num(x0)} ${num(y0)}L${num(x1)} ${num(y1)}`;
      }
      const cardOn = (fx0: number, fy0: number, fx1: number, fy1: number, art: string) => {
        const q = (a: number, d: number) => at(fx0 + (fx1 - fx0) * a, fy0 + (fy1 - fy0) * d);
        return (
          poly([q(0, 0), q(1, 0), q(1, 1), q(0, 1)], '#ffffff') +
          poly([q(0.1, 0.08), q(0.9, 0.08), q(0.9, 0.62), q(0.1, 0.62)], art) +
          poly([q(0.1, 0.72), q(0.9, 0.72), q(0.9, 0.92), q(0.1, 0.92)], tint(art, 0.7))
        );
      };
      /** A creature standing at (x, y), s wide: anchor ring, body, head, horns, eyes, health. */
      const creature = (x: number, y: number, s: number, colour: string, health: number) =>
        el('ellipse', {
          cx: x,
          cy: y,
          rx: s * 0.9,
          ry: s * 0.28,
          fill: 'none',
          stroke: c.p.accent,
          strokeWidth: 0.2 * u,
          strokeDasharray: `${num(0.6 * u)} ${num(0.4 * u)}`,
        }) +
        el('ellipse', { cx: x, cy: y, rx: s * 0.55, ry: s * 0.16, fill: '#000', opacity: 0.3 }) +
        poly(
          [
            [x - 0.22 * s, y - 1.2 * s],
            [x - 0.3 * s, y - 1.55 * s],
            [x - 0.06 * s, y - 1.28 * s],
          ],
          shade(colour, 0.3),
        ) +
        poly(
          [
            [x + 0.22 * s, y - 1.2 * s],
            [x + 0.3 * s, y - 1.55 * s],
            [x + 0.06 * s, y - 1.28 * s],
          ],
          shade(colour, 0.3),
        ) +
        el('ellipse', { cx: x, cy: y - 0.45 * s, rx: 0.48 * s, ry: 0.42 * s, fill: colour }) +
        circle(x, y - 1.02 * s, 0.3 * s, tint(colour, 0.15)) +
        circle(x - 0.11 * s, y - 1.05 * s, 0.06 * s, '#ffffff') +
        circle(x + 0.11 * s, y - 1.05 * s, 0.06 * s, '#ffffff') +
        bar(x - 0.8 * s, y - 1.95 * s, 1.6 * s, 0.16 * s, '#000', { opacity: 0.45 }) +
        bar(x - 0.8 * s, y - 1.95 * s, 1.6 * s * health, 0.16 * s, health > 0.5 ? '#22c55e' : '#f59e0b');
      const near = at(0.34, 0.66);
      const far = at(0.66, 0.17);
      const nearS = Math.min(b.w * 0.2, b.h * 0.1);
      const farS = Math.min(b.w * 0.13, b.h * 0.065);
      // The player's hand: three cards fanned over the bottom edge.
      let hand = '';
      [-1, 0, 1].forEach((k) => {
        const w = Math.min(6 * u, b.w * 0.16);
        const hx = cx + k * w * 0.7 - w / 2;
        const hy = bottom - 3.2 * u;
        hand += el(
          'g',
          { transform: `rotate(${k * 10} ${num(hx + w / 2)} ${num(hy + w * 1.4)})` },
          rect(hx, hy, w, w * 1.4, '#ffffff', 0.5 * u),
          rect(hx + 0.5 * u, hy + 0.5 * u, w - u, w * 0.8, k ? c.p.soft : c.p.accent, 0.3 * u),
        );
      });
      return clipped(
        id,
        b,
        rx,
        rect(b.x, b.y, b.w, b.h, room),
        circle(b.x + b.w * 0.8, b.y + b.h * 0.12, b.w * 0.35, c.p.primary, { opacity: 0.18 }),
        poly([at(0, 0), at(1, 0), at(1, 1), at(0, 1)], wood),
        el('path', { d: grain, stroke: '#000', strokeOpacity: 0.12, strokeWidth: 0.15 * u }),
        cardOn(0.56, 0.1, 0.76, 0.24, c.p.accent),
        cardOn(0.2, 0.56, 0.48, 0.76, c.p.primary),
        creature(far[0], far[1], farS, tint(c.p.accent, 0.1), 0.35),
        creature(near[0], near[1], nearS, c.p.primary, 0.8),
        // Scanning corners and the turn banner of the game's overlay.
        el('path', {
          d: (
            [
              [1, 1],
              [-1, 1],
              [1, -1],
              [-1, -1],
            ] as const
          )
            .map(([sx, sy]) => {
              const x = sx > 0 ? b.x + 1.6 * u : b.x + b.w - 1.6 * u;
              const y = sy > 0 ? b.y + 9 * u : b.y + b.h - 8 * u;
              return `M${num(x)} ${num(y + sy * 2 * u)}v${num(-sy * 2 * u)}h${num(sx * 2 * u)}`;
            })
            .join(''),
          stroke: '#ffffff',
          strokeOpacity: 0.7,
          strokeWidth: 0.3 * u,
          fill: 'none',
        }),
        bar(cx - 5 * u, b.y + 5 * u, 10 * u, 2.2 * u, '#000', { opacity: 0.35 }),
        tbar(c, cx - 3.4 * u, b.y + 5.75 * u, 6.8 * u, 0.7 * u, '#ffffff'),
        hand,
      );
    },
  };
}

/** An audio room's title: a live badge, the topic and who is listening. */
export function roomHeader(c: Ctx, u: number): Block {
  return {
    h: 5.4 * u,
    draw: (b) =>
      bar(b.x, b.y, 5.2 * u, 1.8 * u, '#dc2626') +
      circle(b.x + 1 * u, b.y + 0.9 * u, 0.35 * u, '#ffffff') +
      tbar(c, b.x + 1.8 * u, b.y + 0.6 * u, 2.6 * u, 0.6 * u, '#ffffff') +
      tbar(c, b.x + 6.2 * u, b.y + 0.5 * u, b.w * 0.22, 0.8 * u, c.p.faint) +
      tbar(c, b.x, b.y + 3.2 * u, b.w * c.r.range(0.55, 0.7), 1.5 * u, c.p.text),
  };
}

/** The stage: speakers' avatars, the one talking ringed, the muted ones with a faint mic. */
export function speakers(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 8 * u,
    draw: (b) => {
      const inner = inset(b, 1.2 * u);
      const cols = inner.w > 40 * u ? 4 : 3;
      const slot = inner.w / cols;
      // Two rows when there is room, else one; the avatars shrink to fit a short stage.
      const most = Math.min(slot * 0.3, 3.2 * u);
      const rows = inner.h >= 2 * (2 * most + 3.4 * u) ? 2 : 1;
      const rowH = inner.h / rows;
      const rad = Math.min(most, (rowH - 3.4 * u) / 2);
      const talking = c.r.int(0, cols - 1);
      let out = card(b, c, u);
      for (let row = 0; row < rows; row++)
        for (let col = 0; col < cols; col++) {
          const i = row * cols + col;
          const x = inner.x + slot * (col + 0.5);
          const y = inner.y + row * rowH + (rowH - 2 * rad - 2 * u) / 2 + rad;
          const fill = i % 2 ? c.p.accentSoft : c.p.soft;
          if (i === talking)
            out +=
              circle(x, y, rad + 1.4 * u, c.p.primary, { opacity: 0.12 }) +
              circle(x, y, rad + 0.6 * u, 'none', { stroke: c.p.primary, strokeWidth: 0.3 * u });
          out +=
            person(x, y, rad, fill, i % 2 ? c.p.accent : tint(c.p.primary, 0.3)) +
            circle(x + rad * 0.75, y + rad * 0.75, 0.7 * u, i === talking ? c.p.primary : c.p.faint, {
              stroke: c.p.surface,
              strokeWidth: 0.2 * u,
            }) +
            tbar(c, x - slot * 0.28, y + rad + 1.2 * u, slot * 0.56, 0.8 * u, c.p.text);
        }
      return out;
    },
  };
}

/** A microphone on a round button: a capsule, its cradle and stand. */
const mic = (x: number, y: number, u: number, bg: string) =>
  circle(x, y, 1.9 * u, bg) +
  rect(x - 0.4 * u, y - 1 * u, 0.8 * u, 1.3 * u, '#ffffff', 0.4 * u) +
  el('path', {
    d: `M${num(x - 0.7 * u)} ${num(y)}a${num(0.7 * u)} ${num(0.7 * u)} 0 0 0 ${num(1.4 * u)} 0M${num(x)} ${num(y + 0.7 * u)}v${num(0.5 * u)}`,
    stroke: '#ffffff',
    strokeWidth: 0.22 * u,
    fill: 'none',
    strokeLinecap: 'round',
  });

/** The live voice, as symmetric bars around a centre line, loudest in the middle. */
export function liveWave(c: Ctx, u: number): Block {
  return {
    h: 5 * u,
    draw: (b) => {
      const x0 = b.x + 4.6 * u;
      const n = Math.floor((b.w - 4.6 * u) / (0.9 * u));
      const cy = b.y + 2.5 * u;
      const segs: Seg[] = [];
      for (let i = 0; i < n; i++) {
        const env = Math.sin((Math.PI * (i + 0.5)) / n);
        const h = (0.15 + 0.85 * env * Math.abs(Math.sin(i * 0.9 + c.r.range(0, 1.2)))) * 4.4 * u;
        segs.push([x0 + i * 0.9 * u + 0.25 * u, cy - h / 2 + 0.25 * u, Math.max(0.1, h - 0.5 * u)]);
      }
      return mic(b.x + 1.9 * u, cy, u, c.p.primary) + strokes(segs, 0.5 * u, c.p.primary, true);
    },
  };
}

/** Listeners below the stage: a row of small overlapping avatars and a count. */
export function listeners(c: Ctx, u: number): Block {
  return {
    h: 3.2 * u,
    optional: true,
    draw: (b) => {
      let out = tbar(c, b.x, b.y + 1.2 * u, b.w * 0.22, 0.8 * u, c.p.faint);
      const n = Math.max(2, Math.min(7, Math.floor((b.w * 0.7 - 6.4 * u) / (2.4 * u))));
      for (let i = 0; i < n; i++)
        out += person(
          b.x + b.w * 0.3 + 1.6 * u + i * 2.4 * u,
          b.y + 1.6 * u,
          1.6 * u,
          i % 2 ? c.p.accentSoft : c.p.soft,
          i % 2 ? c.p.accent : tint(c.p.primary, 0.3),
        );
      return out + bar(b.x + b.w - 4.4 * u, b.y + 0.5 * u, 4.4 * u, 2.2 * u, c.p.soft);
    },
  };
}

/** The room's controls: leave quietly, raise a hand, the microphone. */
export function roomControls(c: Ctx, u: number): Block {
  return {
    h: 3.8 * u,
    optional: true,
    draw: (b) => {
      const hx = b.x + b.w - 6.4 * u;
      const cy = b.y + 1.9 * u;
      return (
        bar(b.x, b.y, b.w * 0.42, 3.8 * u, c.p.surface, c.p.dark ? {} : { stroke: c.p.border }) +
        tbar(c, b.x + b.w * 0.1, b.y + 1.5 * u, b.w * 0.22, 0.8 * u, '#dc2626') +
        circle(hx, cy, 1.9 * u, c.p.soft) +
        // A raised hand: a palm and four fingers.
        rect(hx - 0.7 * u, cy - 0.3 * u, 1.4 * u, 1.3 * u, c.p.primary, 0.4 * u) +
        strokes(
          [-0.52, -0.17, 0.17, 0.52].map((dx): Seg => [hx + dx * u, cy - 1.1 * u, 0.9 * u]),
          0.3 * u,
          c.p.primary,
          true,
        ) +
        mic(b.x + b.w - 1.9 * u, cy, u, c.p.primary)
      );
    },
  };
}

/** Soil from dry (0) to wet (1): sand, green, water blue. */
const moisture = (v: number) =>
  v < 0.5 ? mix('#d9a441', '#7cb342', v * 2) : mix('#7cb342', '#2f7fc1', v * 2 - 1);

/** A drop of water, its round bottom at (x, y + r). */
const droplet = (x: number, y: number, r: number, fill: string) =>
  el('path', {
    // Relative steps: the same short numbers for every drop of a size.
    d: `M${num(x)} ${num(y - 1.6 * r)}c${num(0.3 * r)} ${num(0.6 * r)} ${num(r)} ${num(1.2 * r)} ${num(r)} ${num(1.7 * r)}a${num(r)} ${num(r)} 0 0 1 ${num(-2 * r)} 0c0 ${num(-0.5 * r)} ${num(0.7 * r)} ${num(-1.1 * r)} ${num(r)} ${num(-1.7 * r)}Z`,
    fill,
  });

/** Moisture readings of the zones, seeded once per screen so the map and the rows agree. */
const readings = (c: Ctx) => Array.from({ length: 6 }, () => c.r.range(0.05, 0.95));

/**
 * A farm from above: irrigation zones as fields with crop rows, coloured by their soil's moisture,
 * a sensor and a reading on each, the main pipe between them and one zone being watered.
 */
export function zoneMap(c: Ctx, u: number, levels: number[]): Block {
  return {
    h: 'flex',
    min: 10 * u,
    draw: (b) => {
      const inner = inset(b, 0.8 * u);
      const cols = 3;
      const gap = 1.4 * u;
      const w = (inner.w - (cols - 1) * gap) / cols;
      const h = (inner.h - gap) / 2;
      const watering = c.r.int(0, 5);
      const ground = c.p.dark ? mix('#1b2434', '#6aa84f', 0.15) : mix('#eef0e4', '#6aa84f', 0.12);
      let zones = '';
      let sensors = '';
      let rows = '';
      let drops = '';
      let labels = '';
      const pills: Seg[] = [];
      for (let i = 0; i < 6; i++) {
        const x = inner.x + (i % cols) * (w + gap);
        const y = inner.y + Math.floor(i / cols) * (h + gap);
        // Fields are not quite rectangles: each corner moves a little.
        const j = () => c.r.range(-0.4, 0.4) * u;
        zones += poly(
          [
            [x + j(), y + j()],
            [x + w + j(), y + j()],
            [x + w + j(), y + h + j()],
            [x + j(), y + h + j()],
          ],
          moisture(levels[i] ?? 0.5),
        );
        for (let k = 1; k < 4; k++)
          rows += `M${num(x + 0.8 * u)} ${num(y + (h * k) / 4)}h${num(w - 1.6 * u)}`;
        const sx = x + w * 0.5;
        const sy = y + h * 0.42;
        sensors += circle(sx, sy, 0.65 * u, c.p.primary);
        pills.push(seg(sx - 2.1 * u, sy + 1.4 * u, 4.2 * u, 1.6 * u));
        labels += tbar(c, sx - 1.3 * u, sy + 1.85 * u, 2.6 * u, 0.7 * u, c.p.text);
        if (i === watering)
          for (let k = 0; k < 2; k++)
            drops += droplet(x + w * (0.3 + k * 0.4), y + h * 0.18, 0.5 * u, '#1d4ed8');
      }
      const out =
        card(b, c, u, ground) +
        el('g', { stroke: '#ffffff', strokeOpacity: 0.6, strokeWidth: 0.2 * u }, zones) +
        el('path', { d: rows, stroke: '#ffffff', strokeOpacity: 0.3, strokeWidth: 0.25 * u }) +
        el('g', { stroke: '#ffffff', strokeWidth: 0.3 * u }, sensors) +
        strokes(pills, 1.6 * u, '#ffffff', false, { opacity: 0.92 }) +
        labels;
      const py = inner.y + h + gap / 2;
      return (
        out +
        rect(inner.x, py - 0.2 * u, inner.w, 0.4 * u, '#3b82c4') +
        circle(inner.x + w + gap / 2, py, 0.6 * u, '#ffffff', { stroke: '#3b82c4', strokeWidth: 0.3 * u }) +
        circle(inner.x + 2 * w + 1.5 * gap, py, 0.6 * u, '#ffffff', {
          stroke: '#3b82c4',
          strokeWidth: 0.3 * u,
        }) +
        drops
      );
    },
  };
}

/** The zones as rows: a drop in the soil's colour, the zone, a moisture gauge and its reading. */
export function moistureRows(c: Ctx, u: number, levels: number[], count: number): Block {
  const rowH = 4.2 * u;
  return {
    h: count * rowH + 0.8 * u,
    optional: true,
    draw: (b) => {
      const inner = inset(b, 1.2 * u, 0.4 * u);
      let out = card(b, c, u);
      for (let i = 0; i < count; i++) {
        const v = levels[i] ?? 0.5;
        const cy = inner.y + i * rowH + rowH / 2;
        const gx = inner.x + inner.w * 0.42;
        const gw = inner.w * 0.38;
        out +=
          droplet(inner.x + 1.2 * u, cy + 0.1 * u, 0.9 * u, moisture(v)) +
          tbar(c, inner.x + 3.2 * u, cy - 0.45 * u, inner.w * 0.24, 0.9 * u, c.p.text) +
          bar(gx, cy - 0.45 * u, gw, 0.9 * u, c.p.soft) +
          bar(gx, cy - 0.45 * u, gw * v, 0.9 * u, moisture(v)) +
          tbar(c, inner.x + inner.w - 3.4 * u, cy - 0.45 * u, 3.4 * u, 0.9 * u, c.p.text);
        if (i < count - 1) out += rect(inner.x + 3.2 * u, cy + rowH / 2, inner.w - 3.2 * u, 1, c.p.border);
      }
      return out;
    },
  };
}

/**
 * A farm's screen: the zone map and the readings of its first zones (the same levels). A wide
 * screen's top bar already names the page, so there the map takes the header's place.
 */
export const fieldsBlocks = (c: Ctx, u: number, wide: boolean, header: Block): Block[] => {
  const levels = readings(c);
  return wide
    ? [zoneMap(c, u, levels), moistureRows(c, u, levels, 2)]
    : [header, zoneMap(c, u, levels), moistureRows(c, u, levels, 3)];
};

/**
 * Tasks and notes: rows with a checkbox (the done ones ticked and struck through), an owner and a
 * due date, under a progress bar of the day's or the meeting's items.
 */
export function taskRows(c: Ctx, u: number): Block {
  const rowH = 4.6 * u;
  return {
    h: 'flex',
    min: 3 * rowH + 3 * u,
    draw: (b) => {
      const inner = inset(b, 1.2 * u, 1.2 * u);
      const n = Math.max(3, Math.min(8, Math.floor((inner.h - 2.2 * u) / rowH)));
      // Rows share the card's height, so a tall phone card has no empty foot.
      const step = (inner.h - 2.2 * u) / n;
      const done = c.r.int(1, Math.max(1, Math.floor(n / 2)));
      let out =
        card(b, c, u) +
        bar(inner.x, inner.y, inner.w, 0.8 * u, c.p.soft) +
        bar(inner.x, inner.y, (inner.w * done) / n, 0.8 * u, c.p.primary);
      const struck: Seg[] = [];
      for (let i = 0; i < n; i++) {
        const cy = inner.y + 2.2 * u + i * step + step / 2;
        const w = Math.min(inner.w * c.r.range(0.3, 0.5), inner.w - 12.4 * u);
        const tick = i < done;
        out += tick
          ? rect(inner.x, cy - 1.1 * u, 2.2 * u, 2.2 * u, c.p.primary, 0.6 * u) +
            el('path', {
              d: `M${num(inner.x + 0.5 * u)} ${num(cy)}l${num(0.5 * u)} ${num(0.5 * u)}l${num(0.8 * u)} ${num(-0.9 * u)}`,
              stroke: '#ffffff',
              strokeWidth: 0.3 * u,
              fill: 'none',
              strokeLinecap: 'round',
            })
          : rect(inner.x, cy - 1.1 * u, 2.2 * u, 2.2 * u, c.p.surface, 0.6 * u, {
              stroke: c.p.faint,
              strokeWidth: 0.2 * u,
            });
        out += tbar(c, inner.x + 3.4 * u, cy - 0.45 * u, w, 0.9 * u, tick ? c.p.faint : c.p.text);
        if (tick) struck.push([inner.x + 3.2 * u, cy, w + 0.4 * u]);
        out +=
          person(
            inner.x + inner.w - 7 * u,
            cy,
            1.1 * u,
            i % 2 ? c.p.accentSoft : c.p.soft,
            i % 2 ? c.p.accent : tint(c.p.primary, 0.3),
          ) +
          bar(
            inner.x + inner.w - 5.2 * u,
            cy - 0.9 * u,
            5.2 * u,
            1.8 * u,
            i === done ? c.p.accentSoft : c.p.soft,
          );
        if (i < n - 1) out += rect(inner.x + 3.4 * u, cy + step / 2, inner.w - 3.4 * u, 1, c.p.border);
      }
      return out + strokes(struck, 0.2 * u, c.p.faint);
    },
  };
}

/**
 * Exercise through the camera: a person's pose as joints and bones (mid-squat), the knee's angle
 * and a cue; the rep counter sits below (repCounter).
 */
export function poseView(c: Ctx, u: number): Block {
  return {
    h: 'flex',
    min: 9 * u,
    draw: (b) => {
      const id = c.id();
      const s = Math.min(b.h / 16, b.w / 10);
      // The pose reaches further forward (arms, knee) than back: its middle is 1 s ahead of the feet.
      const cx = b.x + b.w / 2 - s;
      const floor = b.y + b.h - 1.6 * s;
      // Joints of a squat, in units of s from the feet's centre.
      const at = (x: number, y: number): [number, number] => [cx + x * s, floor - y * s];
      const head = at(0.6, 10.2);
      const neck = at(0.4, 9);
      const hip = at(-1.6, 4.6);
      const knee = at(1.6, 4);
      const foot = at(0.6, 0);
      const hand = at(3.6, 7.4);
      const elbow = at(2, 8);
      const bone = (pts: [number, number][]) => `M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`;
      const joints = [neck, elbow, hand, hip, knee, foot]
        .map(([x, y]) => circle(x, y, 0.32 * s, '#ffffff', { stroke: c.p.accent, strokeWidth: 0.14 * s }))
        .join('');
      const arc = `M${num(knee[0] - 1.1 * s)} ${num(knee[1] - 0.35 * s)}A${num(1.15 * s)} ${num(1.15 * s)} 0 0 0 ${num(knee[0] - 0.35 * s)} ${num(knee[1] + 1.1 * s)}`;
      return clipped(
        id,
        b,
        1.1 * u,
        rect(b.x, b.y, b.w, b.h, mix('#0f172a', c.p.primary, 0.22)),
        circle(cx + s, b.y + b.h * 0.5, b.h * 0.4, c.p.primary, { opacity: 0.16 }),
        rect(b.x, floor + 0.3 * s, b.w, b.h, mix('#0f172a', c.p.primary, 0.35)),
        el('path', {
          d: bone([head, neck, hip, knee, foot]) + bone([neck, elbow, hand]),
          stroke: c.p.accent,
          strokeWidth: 0.5 * s,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          fill: 'none',
        }),
        circle(head[0], head[1], 0.85 * s, c.p.accent),
        el('path', { d: arc, stroke: '#facc15', strokeWidth: 0.18 * s, fill: 'none' }),
        joints,
        // The cue a physio would give, as a pill in the corner.
        bar(b.x + 1.2 * u, b.y + 1.2 * u, 7 * u, 2.4 * u, '#000', { opacity: 0.35 }),
        circle(b.x + 2.4 * u, b.y + 2.4 * u, 0.5 * u, '#22c55e'),
        tbar(c, b.x + 3.4 * u, b.y + 2 * u, 4 * u, 0.8 * u, '#ffffff'),
      );
    },
  };
}

/** The rep counter: a ring filling up to the set's count, the count, and the sets as dots. */
export function repCounter(c: Ctx, u: number): Block {
  return {
    h: 8 * u,
    draw: (b) => {
      const r = 2.8 * u;
      const cx = b.x + 1.4 * u + r;
      const cy = b.y + b.h / 2;
      const circ = 2 * Math.PI * r;
      const frac = c.r.range(0.5, 0.85);
      let dots = '';
      for (let i = 0; i < 3; i++)
        dots += circle(cx + r + 3 * u + i * 2 * u, cy + 1.8 * u, 0.6 * u, i === 0 ? c.p.primary : c.p.soft);
      return (
        card(b, c, u) +
        circle(cx, cy, r, 'none', { stroke: c.p.soft, strokeWidth: 0.8 * u }) +
        circle(cx, cy, r, 'none', {
          stroke: c.p.primary,
          strokeWidth: 0.8 * u,
          strokeLinecap: 'round',
          strokeDasharray: `${num(circ * frac)} ${num(circ)}`,
          transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
        }) +
        tbar(c, cx - 1.2 * u, cy - 0.7 * u, 2.4 * u, 1.4 * u, c.p.text) +
        tbar(c, cx + r + 2.4 * u, cy - 2.2 * u, b.w * 0.3, 1.4 * u, c.p.text) +
        dots +
        bar(b.x + b.w - 7.4 * u, cy - 1.4 * u, 6 * u, 2.8 * u, c.p.accentSoft) +
        tbar(c, b.x + b.w - 6.2 * u, cy - 0.4 * u, 3.6 * u, 0.8 * u, c.p.accent)
      );
    },
  };
}
