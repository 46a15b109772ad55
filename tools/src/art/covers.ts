/**
 * Compositions: case covers, feature shots, blog covers and the default Open Graph card.
 */
import { browser, phone, shadowFilter, tablet, watch } from './devices.ts';
import { kindForTitle, smooth, uiPalette, type Box, type Ctx, type Kind } from './screens.ts';
import { motifKind, motifNever, type Motif } from './motifs.ts';
import {
  FONT,
  el,
  idMaker,
  linearGradient,
  num,
  rng,
  svgDoc,
  text,
  tint,
  type Gradient,
  type Rng,
} from './svg.ts';

export const BRAND = {
  green: ['#0f766e', '#14b8a6', '#34d399'],
  dark: '#0f172a',
  grays: ['#0f172a', '#1e293b', '#334155', '#64748b', '#94a3b8', '#cbd5e1', '#e2e8f0', '#f1f5f9'],
} as const;

/** Used when a case's background cannot be read. */
export const FALLBACK_GRADIENT: Gradient = { angle: 135, from: '#0f766e', to: '#34d399' };

export interface CaseInfo {
  id: string;
  gradient: Gradient;
  platforms: readonly string[];
  /** Feature titles in order, used to pick one screen kind per feature. */
  features: readonly string[];
  /** A case's product motif (motifs.ts): its cover's main screen. Hero art has none. */
  motif?: Motif;
}

const MOBILE = ['iOS', 'Android', 'AR/VR', 'IoT', 'Wearables'];
export const isWide = (p: readonly string[]) => p.includes('Web') || p.includes('Desktop');
export const isMobile = (p: readonly string[]) => p.some((x) => MOBILE.includes(x)) || !isWide(p);

/** One screen kind per feature, in order, all different, none that misrepresents the product. */
export function featureKinds(info: CaseInfo): Kind[] {
  const r = rng(`${info.id}:kinds`);
  const never = info.motif ? motifNever(info.motif) : [];
  const used: Kind[] = [];
  for (const title of info.features) used.push(kindForTitle(title, r, [...used, ...never]));
  return used;
}

const dotPattern = (id: string, gap: number, r: number, fill: string) =>
  el(
    'pattern',
    { id, width: gap, height: gap, patternUnits: 'userSpaceOnUse' },
    el('circle', { cx: gap / 2, cy: gap / 2, r, fill }),
  );

/** Floating card with a small widget: a stat with a ring, a notification, or a rating. */
function floatingCard(b: Box, ctx: Ctx, filterId: string): string {
  // The card is always white, so it takes the light version of the palette.
  const c: Ctx = ctx.p.dark ? { ...ctx, p: ctx.light ?? ctx.p } : ctx;
  const u = b.h / 10;
  const kind = c.r.pick(['ring', 'note', 'bars'] as const);
  let inner = '';
  if (kind === 'ring') {
    const r = 2.8 * u;
    const cx = b.x + 1.6 * u + r;
    const cy = b.y + b.h / 2;
    const circ = 2 * Math.PI * r;
    inner =
      el('circle', { cx, cy, r, fill: 'none', stroke: c.p.soft, strokeWidth: 1.1 * u }) +
      el('circle', {
        cx,
        cy,
        r,
        fill: 'none',
        stroke: c.p.primary,
        strokeWidth: 1.1 * u,
        strokeLinecap: 'round',
        strokeDasharray: `${num(circ * c.r.range(0.55, 0.85))} ${num(circ)}`,
        transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
      }) +
      el('rect', {
        x: cx + r + 2 * u,
        y: cy - 1.9 * u,
        width: b.w * 0.34,
        height: 1.6 * u,
        rx: 0.8 * u,
        fill: c.p.text,
      }) +
      el('rect', {
        x: cx + r + 2 * u,
        y: cy + 0.9 * u,
        width: b.w * 0.24,
        height: u,
        rx: 0.5 * u,
        fill: c.p.faint,
      });
  } else if (kind === 'note') {
    const cx = b.x + 4 * u;
    const cy = b.y + b.h / 2;
    inner =
      el('rect', {
        x: cx - 2.4 * u,
        y: cy - 2.4 * u,
        width: 4.8 * u,
        height: 4.8 * u,
        rx: 1.2 * u,
        fill: c.p.primary,
      }) +
      el('path', {
        d: `M${num(cx - 1.1 * u)} ${num(cy)}l${num(0.8 * u)} ${num(0.8 * u)}l${num(1.5 * u)} ${num(-1.6 * u)}`,
        fill: 'none',
        stroke: '#fff',
        strokeWidth: 0.5 * u,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }) +
      el('rect', {
        x: cx + 3.6 * u,
        y: cy - 1.9 * u,
        width: b.w * 0.5,
        height: 1.4 * u,
        rx: 0.7 * u,
        fill: c.p.text,
      }) +
      el('rect', {
        x: cx + 3.6 * u,
        y: cy + 0.7 * u,
        width: b.w * 0.34,
        height: u,
        rx: 0.5 * u,
        fill: c.p.faint,
      });
  } else {
    const n = 7;
    const slot = (b.w - 3 * u) / n;
    inner = el('rect', {
      x: b.x + 1.5 * u,
      y: b.y + 1.5 * u,
      width: b.w * 0.3,
      height: 1.2 * u,
      rx: 0.6 * u,
      fill: c.p.text,
    });
    for (let i = 0; i < n; i++) {
      const h = c.r.range(0.25, 1) * 4.6 * u;
      inner += el('rect', {
        x: b.x + 1.5 * u + i * slot + slot * 0.2,
        y: b.y + b.h - 1.5 * u - h,
        width: slot * 0.6,
        height: h,
        rx: slot * 0.2,
        fill: i === n - 2 ? c.p.primary : c.p.soft,
      });
    }
  }
  return (
    el('rect', {
      x: b.x + 4,
      y: b.y + 14,
      width: b.w,
      height: b.h,
      rx: 2 * u,
      fill: '#020617',
      opacity: 0.22,
      filter: `url(#${filterId})`,
    }) +
    el('rect', { x: b.x, y: b.y, width: b.w, height: b.h, rx: 2 * u, fill: '#fff' }) +
    inner
  );
}

/** Case cover, 1200 × 800: the case gradient, soft shapes and one or two devices. */
export function caseCover(info: CaseInfo): string {
  const W = 1200;
  const H = 800;
  const r = rng(`cover:${info.id}`);
  const id = idMaker();
  const c: Ctx = { p: uiPalette(info.gradient.from, info.gradient.to, false), r, id };
  // A case's main screen is its motif; the features' screens follow, without repeating it.
  const main = info.motif && motifKind(info.motif);
  const kinds = main ? [main, ...featureKinds(info).filter((k) => k !== main)] : featureKinds(info);
  const pick = (i: number): Kind => kinds[i] ?? r.pick(['chart', 'list', 'feed', 'stats'] as const);
  // Beside a phone, the browser window is the larger screen: a motif goes there.
  const [inBrowser, inPhone] = main ? [0, 1] : [1, 0];
  const [bg, dots, sh, fade] = [id(), id(), id(), id()];
  const light = tint(info.gradient.to, 0.35);
  const defs = el(
    'defs',
    {},
    linearGradient(bg, info.gradient, W, H),
    dotPattern(dots, 28, 1.6, '#ffffff'),
    shadowFilter(sh, 22),
    el(
      'radialGradient',
      { id: fade },
      el('stop', { stopColor: light, stopOpacity: 0.45 }),
      el('stop', { offset: 1, stopColor: light, stopOpacity: 0 }),
    ),
  );
  const shapes =
    el('rect', { width: W, height: H, fill: `url(#${bg})` }) +
    el('circle', { cx: r.range(750, 1000), cy: r.range(250, 450), r: 520, fill: `url(#${fade})` }) +
    el('circle', {
      cx: r.range(60, 220),
      cy: r.range(560, 740),
      r: r.range(160, 230),
      fill: 'none',
      stroke: '#fff',
      strokeOpacity: 0.12,
      strokeWidth: 2,
    }) +
    el('circle', {
      cx: r.range(1020, 1140),
      cy: r.range(60, 160),
      r: r.range(70, 110),
      fill: '#fff',
      opacity: 0.07,
    }) +
    el('rect', {
      x: r.range(40, 120),
      y: r.range(40, 90),
      width: 224,
      height: 168,
      fill: `url(#${dots})`,
      opacity: 0.22,
    }) +
    el('rect', {
      x: r.range(900, 1000),
      y: r.range(560, 640),
      width: 196,
      height: 140,
      fill: `url(#${dots})`,
      opacity: 0.22,
    });

  const p = info.platforms;
  let devices = '';
  if (isWide(p)) {
    const desktop = p.includes('Desktop');
    const bw = 840;
    const bh = 540;
    if (isMobile(p)) {
      devices =
        browser({ x: 120, y: 110, w: bw, h: bh }, pick(inBrowser), c, {
          shadow: sh,
          desktop,
          covered: 0.16,
        }) + phone({ x: 850, y: 230, w: 240, h: 500 }, pick(inPhone), c, { shadow: sh });
      if (p.includes('Wearables')) devices += watch({ x: 70, y: 520, w: 120, h: 210 }, c, { shadow: sh });
    } else if (r.chance(0.5)) {
      devices =
        browser({ x: 110, y: 100, w: bw, h: bh }, pick(0), c, { shadow: sh, desktop, covered: 0.28 }) +
        tablet({ x: 720, y: 360, w: 400, h: 290 }, pick(1), c, { shadow: sh });
    } else {
      devices =
        browser({ x: (W - 940) / 2, y: 110, w: 940, h: 600 }, pick(0), c, { shadow: sh, desktop }) +
        floatingCard({ x: 860, y: 540, w: 260, h: 110 }, c, sh);
    }
  } else if (r.chance(0.6)) {
    // Two phones, staggered.
    const w = 290;
    const h = 600;
    const tilt = r.pick([0, -5, 5]);
    devices =
      phone({ x: 600 - w - 20, y: 70, w, h }, pick(1), c, { shadow: sh, rotate: tilt ? -tilt : 0 }) +
      phone({ x: 620, y: 140, w, h }, pick(0), c, { shadow: sh, rotate: tilt });
    if (p.includes('Wearables')) devices += watch({ x: 1000, y: 480, w: 120, h: 210 }, c, { shadow: sh });
  } else {
    // One phone and two floating cards.
    const w = 310;
    const h = 640;
    const left = r.chance(0.5);
    devices =
      phone({ x: (W - w) / 2, y: 80, w, h }, pick(0), c, { shadow: sh }) +
      floatingCard({ x: left ? 190 : 720, y: 200, w: 290, h: 116 }, c, sh) +
      floatingCard({ x: left ? 720 : 190, y: 480, w: 270, h: 108 }, c, sh);
    if (p.includes('Wearables')) devices += watch({ x: 1010, y: 460, w: 120, h: 210 }, c, { shadow: sh });
  }
  return svgDoc(W, H, [defs, shapes, devices]);
}

/** Whether feature shot n shows a browser window (else a phone): mixed platforms alternate. */
export const featureShotIsWide = (info: CaseInfo, n: number): boolean =>
  isWide(info.platforms) &&
  (!isMobile(info.platforms) || (n % 2 === 0) !== rng(`${info.id}:wide`).next() < 0.5);

/** Feature shot, 800 × 600: one device showing the feature's screen on a light tint of the case colours. */
export function featureShot(info: CaseInfo, n: number): string {
  const W = 800;
  const H = 600;
  const title = info.features[n - 1] ?? '';
  const r = rng(`feature:${info.id}:${n}:${title}`);
  const id = idMaker();
  const dark = rng(`${info.id}:mode`).chance(0.3);
  const c: Ctx = {
    p: uiPalette(info.gradient.from, info.gradient.to, dark),
    light: uiPalette(info.gradient.from, info.gradient.to, false),
    r,
    id,
  };
  const kind = featureKinds(info)[n - 1] ?? kindForTitle(title, r);
  const [bg, blob, dots, sh] = [id(), id(), id(), id()];
  const p = info.platforms;
  const wide = featureShotIsWide(info, n);
  const defs = el(
    'defs',
    {},
    linearGradient(
      bg,
      { angle: 160, from: tint(info.gradient.from, 0.9), to: tint(info.gradient.to, 0.8) },
      W,
      H,
    ),
    linearGradient(blob, info.gradient, W, H),
    dotPattern(dots, 22, 1.4, info.gradient.to),
    shadowFilter(sh, 16),
  );
  let out = el('rect', { width: W, height: H, fill: `url(#${bg})` });
  if (wide) {
    out +=
      el('circle', {
        cx: r.range(560, 700),
        cy: r.range(80, 200),
        r: r.range(200, 250),
        fill: `url(#${blob})`,
        opacity: 0.9,
      }) +
      el('rect', {
        x: 24,
        y: r.range(380, 440),
        width: 176,
        height: 132,
        fill: `url(#${dots})`,
        opacity: 0.35,
      }) +
      browser({ x: 60, y: 70, w: 680, h: 460 }, kind, c, {
        scale: 1.2,
        shadow: sh,
        desktop: p.includes('Desktop') && !p.includes('Web'),
      });
  } else {
    const side = r.chance(0.5) ? 1 : -1;
    const px = 400 - 128 + side * 80;
    out +=
      el('circle', {
        cx: 400 + side * 80,
        cy: 300,
        r: r.range(210, 240),
        fill: `url(#${blob})`,
        opacity: 0.9,
      }) +
      el('rect', {
        x: side > 0 ? 40 : 600,
        y: r.range(60, 120),
        width: 154,
        height: 132,
        fill: `url(#${dots})`,
        opacity: 0.35,
      }) +
      phone({ x: px, y: 40, w: 256, h: 530 }, kind, c, { shadow: sh }) +
      floatingCard({ x: side > 0 ? 90 : 470, y: r.range(330, 400), w: 240, h: 96 }, c, sh);
  }
  return svgDoc(W, H, [defs, out]);
}

// ---------------------------------------------------------------------------
// Blog covers, in the brand palette

export type Style = 'hills' | 'orbits' | 'tiles' | 'waves' | 'notes' | 'bars' | 'arcs';
const STYLES: readonly Style[] = ['hills', 'orbits', 'tiles', 'waves', 'notes', 'bars', 'arcs'];

function hills(r: Rng, W: number, H: number, id: () => string): string {
  const sky = id();
  const sun = id();
  const night = r.chance(0.4);
  const layers = night
    ? ['#1e293b', '#134e4a', '#115e59', '#0f766e', '#14b8a6']
    : ['#99f6e4', '#34d399', '#14b8a6', '#0f766e', '#134e4a'];
  const glow = night ? '#99f6e4' : '#fef9c3';
  let out =
    el(
      'defs',
      {},
      el(
        'linearGradient',
        { id: sky, x1: 0, y1: 0, x2: 0, y2: 1 },
        el('stop', { stopColor: night ? '#0f172a' : '#f1f5f9' }),
        el('stop', { offset: 1, stopColor: night ? '#1e293b' : '#ccfbf1' }),
      ),
      el(
        'radialGradient',
        { id: sun },
        el('stop', { stopColor: glow, stopOpacity: night ? 0.35 : 1 }),
        el('stop', { offset: 1, stopColor: glow, stopOpacity: 0 }),
      ),
    ) + el('rect', { width: W, height: H, fill: `url(#${sky})` });
  const sx = r.range(200, 1000);
  const sy = r.range(150, 190);
  out += el('circle', { cx: sx, cy: sy, r: 190, fill: `url(#${sun})` });
  out += el('circle', { cx: sx, cy: sy, r: 62, fill: night ? '#ccfbf1' : '#fde68a' });
  if (night)
    for (let i = 0; i < 18; i++)
      out += el('circle', {
        cx: r.range(20, W - 20),
        cy: r.range(20, 260),
        r: r.range(1, 2.6),
        fill: '#e2e8f0',
        opacity: 0.7,
      });
  layers.forEach((fill, i) => {
    const base = 280 + i * 75;
    const n = 5;
    const pts: [number, number][] = [];
    for (let k = 0; k <= n; k++)
      pts.push([(W * k) / n + r.range(-60, 60) * (k % n ? 1 : 0), base + r.range(-70, 70)]);
    out += el('path', { d: `${smooth(pts)}V${H}H0Z`, fill });
  });
  return out;
}

function orbits(r: Rng, W: number, H: number, id: () => string): string {
  const glow = id();
  const light = r.chance(0.5);
  const cx = r.chance(0.5) ? r.range(760, 980) : r.range(220, 440);
  const cy = r.range(250, 380);
  let out =
    el(
      'defs',
      {},
      el(
        'radialGradient',
        { id: glow },
        el('stop', { stopColor: '#14b8a6', stopOpacity: light ? 0.3 : 0.5 }),
        el('stop', { offset: 1, stopColor: '#14b8a6', stopOpacity: 0 }),
      ),
    ) + el('rect', { width: W, height: H, fill: light ? '#f1f5f9' : BRAND.dark });
  let grid = '';
  for (let x = 60; x < W; x += 60) grid += `M${x} 0V${H}`;
  for (let y = 45; y < H; y += 60) grid += `M0 ${y}H${W}`;
  out += el('path', { d: grid, stroke: light ? '#e2e8f0' : '#1e293b', strokeWidth: 1 });
  out += el('circle', { cx, cy, r: 340, fill: `url(#${glow})` });
  const rings = [90, 160, 240, 330, 430, 540];
  const faint = light ? '#cbd5e1' : '#334155';
  rings.forEach((rad, i) => {
    out += el('circle', {
      cx,
      cy,
      r: rad,
      fill: 'none',
      stroke: i % 2 ? faint : '#14b8a6',
      strokeOpacity: i % 2 ? 1 : 0.45,
      strokeWidth: i === 2 ? 2 : 1.2,
    });
    const a = r.range(0, Math.PI * 2);
    const px = cx + Math.cos(a) * rad;
    const py = cy + Math.sin(a) * rad;
    out += el('circle', { cx: px, cy: py, r: r.range(6, 16), fill: BRAND.green[i % 3] as string });
  });
  out += el('circle', { cx, cy, r: 44, fill: '#34d399' });
  out += el('circle', { cx, cy, r: 20, fill: '#0f766e' });
  return out;
}

function tiles(r: Rng, W: number, H: number): string {
  const cols = 8;
  const rows = 4;
  const s = W / cols;
  const h = H / rows;
  const colours = ['#0f766e', '#14b8a6', '#34d399', '#0f172a', '#334155', '#e2e8f0', '#f1f5f9', '#ccfbf1'];
  let out = el('rect', { width: W, height: H, fill: '#f1f5f9' });
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const x = col * s;
      const y = row * h;
      const [base, fg] = r.shuffle(colours) as [string, string];
      out += el('rect', { x, y, width: s, height: h, fill: base });
      const shape = r.int(0, 5);
      const m = Math.min(s, h);
      // Quarter circle from one corner: sx, sy point from the corner into the tile.
      const q = r.int(0, 3);
      const sx = q % 2 ? -1 : 1;
      const sy = q > 1 ? -1 : 1;
      const cx = x + (sx < 0 ? s : 0);
      const cy = y + (sy < 0 ? h : 0);
      if (shape === 0) out += el('circle', { cx: x + s / 2, cy: y + h / 2, r: m * 0.38, fill: fg });
      else if (shape === 1)
        out += el('path', {
          d: `M${num(cx)} ${num(cy)}H${num(cx + sx * m)}A${num(m)} ${num(m)} 0 0 ${sx * sy > 0 ? 1 : 0} ${num(cx)} ${num(cy + sy * m)}Z`,
          fill: fg,
        });
      else if (shape === 2)
        out += el('path', { d: `M${num(x)} ${num(y + h)}L${num(x + s)} ${num(y)}V${num(y + h)}Z`, fill: fg });
      else if (shape === 3)
        out += el('circle', {
          cx: x + s / 2,
          cy: y + h / 2,
          r: m * 0.3,
          fill: 'none',
          stroke: fg,
          strokeWidth: m * 0.12,
        });
      else if (shape === 4)
        out += el('path', {
          d: `M${num(x)} ${num(y + h / 2)}A${num(s / 2)} ${num(s / 2)} 0 0 1 ${num(x + s)} ${num(y + h / 2)}Z`,
          fill: fg,
        });
    }
  return out;
}

function waves(r: Rng, W: number, H: number, id: () => string): string {
  const bg = id();
  let out =
    el('defs', {}, linearGradient(bg, { angle: 160, from: '#0f172a', to: '#0f766e' }, W, H)) +
    el('rect', { width: W, height: H, fill: `url(#${bg})` });
  const bands = 7;
  for (let i = 0; i < bands; i++) {
    const base = 180 + i * 62;
    const amp = r.range(30, 70);
    const phase = r.range(0, Math.PI * 2);
    const pts: [number, number][] = [];
    for (let k = 0; k <= 8; k++) pts.push([(W * k) / 8, base + Math.sin(phase + k * 0.9) * amp]);
    out += el('path', {
      d: `${smooth(pts)}V${H}H0Z`,
      fill: BRAND.green[i % 3] as string,
      opacity: num(0.12 + i * 0.05),
    });
  }
  for (let i = 0; i < 14; i++)
    out += el('circle', {
      cx: r.range(40, W - 40),
      cy: r.range(30, 200),
      r: r.range(1.5, 4),
      fill: '#ccfbf1',
      opacity: 0.6,
    });
  return out;
}

function notes(r: Rng, W: number, H: number, id: () => string): string {
  const sh = id();
  const fills = ['#ccfbf1', '#a7f3d0', '#99f6e4', '#ffffff', '#e2e8f0'];
  let out =
    el('defs', {}, shadowFilter(sh, 8)) +
    el('rect', { width: W, height: H, fill: '#0f766e' }) +
    el('path', { d: `M0 ${H * 0.72}H${W}`, stroke: '#14b8a6', strokeWidth: 2, strokeDasharray: '10 12' });
  const cols = 6;
  const rows = 3;
  const size = 136;
  const highlight = r.int(0, cols * rows - 1);
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      if (r.chance(0.18)) continue;
      const x = 84 + col * 180 + r.range(-14, 14);
      const y = 44 + row * 190 + r.range(-10, 10);
      const rot = num(r.range(-6, 6));
      const tf = `rotate(${rot} ${num(x + size / 2)} ${num(y + size / 2)})`;
      const fill = r.pick(fills);
      let lines = '';
      const n = r.int(2, 4);
      for (let k = 0; k < n; k++)
        lines += el('rect', {
          x: x + 18,
          y: y + 26 + k * 22,
          width: r.range(50, 100),
          height: 9,
          rx: 4.5,
          fill: '#0f172a',
          opacity: 0.28,
        });
      const mark =
        row * cols + col === highlight
          ? el('circle', {
              cx: x + size / 2,
              cy: y + size / 2,
              r: size * 0.62,
              fill: 'none',
              stroke: '#fde68a',
              strokeWidth: 5,
            })
          : r.chance(0.35)
            ? el('path', {
                d: `M${num(x + 14)} ${num(y + size - 22)}L${num(x + size - 14)} ${num(y + 22)}`,
                stroke: '#0f766e',
                strokeWidth: 5,
                strokeLinecap: 'round',
              })
            : '';
      out += el(
        'g',
        { transform: tf },
        el('rect', {
          x: x + 3,
          y: y + 8,
          width: size,
          height: size,
          rx: 6,
          fill: '#042f2e',
          opacity: 0.35,
          filter: `url(#${sh})`,
        }),
        el('rect', { x, y, width: size, height: size, rx: 6, fill }),
        lines,
        mark,
      );
    }
  return out;
}

function bars(r: Rng, W: number, H: number): string {
  const n = r.int(10, 14);
  const left = 90;
  const base = H - 90;
  const slot = (W - 2 * left) / n;
  let out = el('rect', { width: W, height: H, fill: '#f1f5f9' });
  let grid = '';
  for (let y = base; y > 60; y -= 90) grid += `M${left} ${num(y)}H${W - left}`;
  out += el('path', { d: grid, stroke: '#e2e8f0', strokeWidth: 2 });
  const tops: [number, number][] = [];
  let v = r.range(0.25, 0.45);
  for (let i = 0; i < n; i++) {
    v = Math.max(0.15, Math.min(0.95, v + r.range(-0.12, 0.2)));
    const h = v * (base - 80);
    const x = left + i * slot + slot * 0.18;
    const w = slot * 0.64;
    const fill = i === n - 1 ? '#0f766e' : i % 3 === 0 ? '#34d399' : i % 3 === 1 ? '#14b8a6' : '#99f6e4';
    out += el('rect', { x, y: base - h, width: w, height: h, rx: Math.min(14, w / 2), fill });
    tops.push([x + w / 2, base - h - 36]);
  }
  out += el('path', {
    d: smooth(tops),
    fill: 'none',
    stroke: '#0f172a',
    strokeWidth: 4,
    strokeLinecap: 'round',
  });
  const hi = tops[tops.length - 1] as [number, number];
  out += el('circle', { cx: hi[0], cy: hi[1], r: 12, fill: '#fff', stroke: '#0f172a', strokeWidth: 4 });
  out += el('rect', { x: left, y: base, width: W - 2 * left, height: 3, fill: '#94a3b8' });
  return out;
}

function arcs(r: Rng, W: number, H: number): string {
  const corner = r.pick([
    [0, H],
    [W, 0],
    [W, H],
    [0, 0],
  ] as const);
  const [cx, cy] = corner;
  const bg = r.chance(0.5) ? '#0f172a' : '#0f766e';
  const colours =
    bg === '#0f172a'
      ? ['#0f766e', '#14b8a6', '#34d399', '#99f6e4', '#1e293b']
      : ['#134e4a', '#14b8a6', '#34d399', '#ccfbf1', '#0f172a'];
  let out = el('rect', { width: W, height: H, fill: bg });
  const step = r.range(70, 95);
  for (let i = 9; i >= 1; i--) {
    out += el('circle', { cx, cy, r: i * step, fill: colours[i % colours.length] as string });
  }
  const dx = cx ? -1 : 1;
  const dy = cy ? -1 : 1;
  out += el('circle', { cx: cx + dx * (W * 0.78), cy: cy + dy * (H * 0.72), r: 46, fill: '#fde68a' });
  return out;
}

/** The composition a post's cover gets (the first draw of its seed, as blogCover makes it). */
export const blogCoverStyle = (postId: string): Style => rng(`blog:${postId}`).pick(STYLES);

/** Blog cover, 1200 × 630: an abstract composition in the brand palette, seeded by the post id. */
export function blogCover(postId: string): string {
  const W = 1200;
  const H = 630;
  const r = rng(`blog:${postId}`);
  const id = idMaker();
  const style = r.pick(STYLES);
  const body =
    style === 'hills'
      ? hills(r, W, H, id)
      : style === 'orbits'
        ? orbits(r, W, H, id)
        : style === 'tiles'
          ? tiles(r, W, H)
          : style === 'waves'
            ? waves(r, W, H, id)
            : style === 'bars'
              ? bars(r, W, H)
              : style === 'arcs'
                ? arcs(r, W, H)
                : notes(r, W, H, id);
  return svgDoc(W, H, [body]);
}

// ---------------------------------------------------------------------------
// Brand mark, favicon and Open Graph card

/** A leaf on rolling ground: the Fernhill mark, drawn in a 64 × 64 box. */
export function brandMark(x: number, y: number, size: number, bg: string, fg: string): string {
  const s = size / 64;
  const t = (v: number, o: number) => num(o + v * s);
  return (
    el('rect', { x, y, width: size, height: size, rx: 14 * s, fill: bg }) +
    el('path', {
      d: `M${t(17, x)} ${t(41, y)}C${t(17, x)} ${t(25, y)} ${t(28, x)} ${t(15, y)} ${t(47, x)} ${t(14, y)}C${t(48, x)} ${t(33, y)} ${t(37, x)} ${t(43, y)} ${t(21, x)} ${t(43, y)}Z`,
      fill: fg,
    }) +
    el('path', {
      d: `M${t(21, x)} ${t(39, y)}L${t(39, x)} ${t(22, y)}`,
      stroke: bg,
      strokeWidth: 2.6 * s,
      strokeLinecap: 'round',
    }) +
    el('path', {
      d: `M${t(10, x)} ${t(52, y)}Q${t(32, x)} ${t(42, y)} ${t(54, x)} ${t(52, y)}`,
      stroke: fg,
      strokeWidth: 4 * s,
      strokeLinecap: 'round',
      fill: 'none',
    })
  );
}

export const favicon = () => svgDoc(64, 64, [brandMark(0, 0, 64, '#0f766e', '#ffffff')]);

/** Colours of the OG card; exported so the test can check text contrast. */
export const OG = {
  from: '#0f172a',
  to: '#115e59',
  title: '#ffffff',
  tagline: '#e2e8f0',
  url: '#99f6e4',
} as const;

export function ogCard(name: string, tagline: string, siteUrl: string): string {
  const W = 1200;
  const H = 630;
  const id = idMaker();
  const bg = id();
  const r = rng(`og:${name}`);
  const host = siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  let hillsPath = '';
  ['#134e4a', '#0f766e', '#14b8a6'].forEach((fill, i) => {
    const base = 500 + i * 40;
    const pts: [number, number][] = [];
    for (let k = 0; k <= 4; k++) pts.push([(W * k) / 4, base + r.range(-40, 30)]);
    hillsPath += el('path', { d: `${smooth(pts)}V${H}H0Z`, fill, opacity: num(0.55 + i * 0.15) });
  });
  // A long tagline wraps onto two balanced lines at the word boundary nearest the middle.
  const words = tagline.split(/\s+/).filter(Boolean);
  let lines = [words.join(' ')];
  if (tagline.length > 40) {
    let best = 1;
    for (let i = 1; i < words.length; i++) {
      const diff = (k: number) =>
        Math.abs(words.slice(0, k).join(' ').length - words.slice(k).join(' ').length);
      if (diff(i) < diff(best)) best = i;
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
  }
  return svgDoc(W, H, [
    el('defs', {}, linearGradient(bg, { angle: 135, from: OG.from, to: OG.to }, W, H)),
    el('rect', { width: W, height: H, fill: `url(#${bg})` }),
    el('circle', {
      cx: 1040,
      cy: 120,
      r: 260,
      fill: 'none',
      stroke: '#14b8a6',
      strokeOpacity: 0.25,
      strokeWidth: 2,
    }),
    el('circle', {
      cx: 1040,
      cy: 120,
      r: 170,
      fill: 'none',
      stroke: '#14b8a6',
      strokeOpacity: 0.18,
      strokeWidth: 2,
    }),
    hillsPath,
    brandMark(96, 96, 88, '#0f766e', '#ffffff'),
    text(name, { x: 96, y: 300, fill: OG.title, fontFamily: FONT, fontSize: 80, fontWeight: 700 }),
    ...lines.slice(0, 2).map((line, i) =>
      text(line, {
        x: 98,
        y: 370 + i * 48,
        fill: OG.tagline,
        fontFamily: FONT,
        fontSize: 38,
        fontWeight: 400,
      }),
    ),
    text(host, {
      x: 98,
      y: 370 + Math.min(lines.length, 2) * 48 + 22,
      fill: OG.url,
      fontFamily: FONT,
      fontSize: 26,
      fontWeight: 600,
    }),
  ]);
}
