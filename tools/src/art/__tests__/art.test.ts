/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { OG, blogCover, caseCover, favicon, featureShot, ogCard, type CaseInfo } from '../covers.ts';
import { writeArt } from '../files.ts';
import { SOURCES, clientLogo, sourceIcon, sourceLetterColour } from '../logos.ts';
import { BUDGET, planArt } from '../plan.ts';
import { avatar, teamPortrait } from '../portraits.ts';
import { KINDS, phoneScreen, uiPalette, wideScreen } from '../screens.ts';
import { MARKER, contrast, hash, idMaker, linearGradient, mix, parseGradient, rng, svgDoc } from '../svg.ts';

const info = (over: Partial<CaseInfo> = {}): CaseInfo => ({
  id: 'AnkiBuddy',
  gradient: { angle: 135, from: '#0f766e', to: '#34d399' },
  platforms: ['iOS', 'Android'],
  features: ['Spaced repetition that adapts', 'A calendar of reviews', 'Chat with a tutor'],
  ...over,
});

const valid = (svg: string) => {
  const result = XMLValidator.validate(svg);
  if (result !== true) throw new Error(`${result.err.msg} at line ${result.err.line}`);
  return true;
};

/** Checks every rule an image must follow: well-formed, marker, size, self-contained. */
function expectGoodSvg(svg: string, budget: number) {
  expect(valid(svg)).toBe(true);
  expect(svg).toContain(MARKER);
  expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
  expect(Buffer.byteLength(svg)).toBeLessThan(budget);
  expect(svg).not.toMatch(/<script|<image|href=|data:|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
}

describe('seeded randomness', () => {
  it('gives the same sequence for the same seed and a different one otherwise', () => {
    const a = rng('Mila');
    const b = rng('Mila');
    const c = rng('Uplife');
    const seqA = Array.from({ length: 8 }, () => a.next());
    expect(Array.from({ length: 8 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => c.next())).not.toEqual(seqA);
    expect(hash('Mila')).toBe(hash('Mila'));
  });
});

describe('gradient parsing', () => {
  it('reads the angle and the two hex colours of a CSS gradient', () => {
    expect(parseGradient('linear-gradient(135deg, #0F766E 0%, #34d399 100%)')).toEqual({
      angle: 135,
      from: '#0f766e',
      to: '#34d399',
    });
    expect(parseGradient('linear-gradient(to right, #abc, #112233)')).toEqual({
      angle: 90,
      from: '#aabbcc',
      to: '#112233',
    });
    expect(parseGradient('linear-gradient(#000 0%, #123456 40%, #fff 100%)')).toEqual({
      angle: 180,
      from: '#000000',
      to: '#ffffff',
    });
  });

  it('returns null for values without two hex colours', () => {
    expect(parseGradient('linear-gradient(135deg,')).toBeNull();
    expect(parseGradient('#0f766e')).toBeNull();
    expect(parseGradient('linear-gradient(135deg, red, blue)')).toBeNull();
  });

  it('maps 135deg across the full diagonal of the box', () => {
    const svg = linearGradient('g', { angle: 135, from: '#000000', to: '#ffffff' }, 100, 100);
    expect(svg).toContain('x1="0" y1="0" x2="100" y2="100"');
  });
});

describe('colour', () => {
  it('mixes and measures contrast', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrast('#475569', '#ffffff')).toBeGreaterThan(4.5);
  });
});

describe('drawings', () => {
  it('are deterministic: the same input gives byte-identical SVG', async () => {
    expect(caseCover(info())).toBe(caseCover(info()));
    expect(featureShot(info(), 2)).toBe(featureShot(info(), 2));
    expect(blogCover('how-to-scope-an-mvp')).toBe(blogCover('how-to-scope-an-mvp'));
    expect(teamPortrait('marta-lindqvist', '#2f855a', true)).toBe(
      teamPortrait('marta-lindqvist', '#2f855a', true),
    );
    expect(avatar('Hannah Whitcombe')).toBe(avatar('Hannah Whitcombe'));
    expect(await clientLogo('Uplife')).toBe(await clientLogo('Uplife'));
  });

  it('vary with the seed', () => {
    expect(caseCover(info())).not.toBe(caseCover(info({ id: 'Mila' })));
    expect(featureShot(info(), 1)).not.toBe(featureShot(info(), 2));
    expect(teamPortrait('a', '#2f855a')).not.toBe(teamPortrait('a', '#2f855a', true));
  });

  const platforms = [
    ['iOS', 'Android'],
    ['Web'],
    ['Desktop', 'iOS'],
    ['Web', 'Android', 'Wearables'],
    ['IoT'],
  ];
  it.each(platforms.flatMap((p) => ['Alpha', 'Beta', 'Gamma', 'Delta'].map((id) => [id, p] as const)))(
    'case %s on %j is valid and within budget',
    (id, p) => {
      const i = info({
        id,
        platforms: p,
        features: ['Live video call', 'Route map', 'Progress chart', 'Sign up'],
      });
      expectGoodSvg(caseCover(i), BUDGET['case cover']);
      for (let n = 1; n <= 4; n++) expectGoodSvg(featureShot(i, n), BUDGET['feature shot']);
    },
  );

  it('draws every screen kind on phones and wide screens', () => {
    for (const dark of [false, true])
      for (const kind of KINDS) {
        const c = { p: uiPalette('#312e81', '#6d28d9', dark), r: rng(kind), id: idMaker() };
        expectGoodSvg(svgDoc(260, 540, [phoneScreen(kind, { x: 0, y: 0, w: 260, h: 540 }, c)]), 8 * 1024);
        expectGoodSvg(svgDoc(800, 500, [wideScreen(kind, { x: 0, y: 0, w: 800, h: 500 }, c)]), 8 * 1024);
      }
  });

  it('draws the small images within 6 KB', async () => {
    for (const id of ['a-post', 'another-post', 'third', 'fourth', 'fifth', 'sixth', 'seventh'])
      expectGoodSvg(blogCover(id), BUDGET['blog cover']);
    for (const slug of ['marta-lindqvist', 'daniel-okafor', 'priya-raman', 'x', 'y', 'z']) {
      expectGoodSvg(teamPortrait(slug, '#6b46c1'), 6 * 1024);
      expectGoodSvg(teamPortrait(slug, '#6b46c1', true), 6 * 1024);
      expectGoodSvg(avatar(slug), 6 * 1024);
    }
    for (const label of ['Uplife', 'Elevate Health', 'A & B <Co>'])
      expectGoodSvg(await clientLogo(label), 6 * 1024);
    for (const key of Object.keys(SOURCES)) expectGoodSvg(await sourceIcon(key), 6 * 1024);
    expectGoodSvg(favicon(), 6 * 1024);
    expectGoodSvg(
      ogCard('Fernhill Studio', 'Product design and engineering for teams that ship', 'https://x.y'),
      BUDGET['og card'],
    );
  });

  it('keeps text readable (4.5:1)', async () => {
    for (const { colour } of Object.values(SOURCES))
      expect(contrast(sourceLetterColour(colour), colour)).toBeGreaterThanOrEqual(4.5);
    for (const fg of [OG.title, OG.tagline, OG.url])
      for (const bg of [OG.from, OG.to]) expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
    expect(await clientLogo('Uplife')).toContain('fill="#475569"');
  });
});

describe('writing files', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates, then leaves an identical file alone, then updates a changed drawing', () => {
    const file = path.join(dir, 'nested', 'a.svg');
    const svg = svgDoc(10, 10, []);
    expect(writeArt(file, svg)).toBe('created');
    const mtime = fs.statSync(file).mtimeMs;
    expect(writeArt(file, svg)).toBe('unchanged');
    expect(fs.statSync(file).mtimeMs).toBe(mtime);
    expect(writeArt(file, svgDoc(20, 20, []))).toBe('updated');
  });

  it('never overwrites a file without the generated marker', () => {
    const file = path.join(dir, 'real.svg');
    const real = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"/>';
    fs.writeFileSync(file, real);
    expect(writeArt(file, svgDoc(10, 10, []))).toBe('kept');
    expect(fs.readFileSync(file, 'utf8')).toBe(real);
  });

  it('plans only what the content references, and runs idempotently', async () => {
    const w = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    };
    w(
      'content/cases/Mila.md',
      [
        '---',
        'cover: ../images/cases/Mila.svg',
        // Unquoted: YAML reads `#` as a comment, so the generator falls back to the raw line.
        'background: linear-gradient(135deg, #7c2d12 0%, #9f1239 100%)',
        'platforms: [iOS, Web]',
        'features:',
        '  - { title: One-handed logging, image: ../images/features/Mila-1.svg }',
        '  - { title: Call list, image: ../images/features/Mila-2.svg }',
        '---',
        'Body',
      ].join('\n'),
    );
    w('content/blog/a-post.md', '---\ncover: ../images/blog/a-post.svg\n---\nBody');
    w(
      'content/data/team.json',
      JSON.stringify([
        {
          slug: 'ana',
          photo: '/images/team/ana.svg',
          secondaryPhoto: '/images/team/ana-alt.svg',
          frame: '#2b6cb0',
        },
      ]),
    );
    w('content/data/clients.json', JSON.stringify([{ name: '/images/clients/acme.svg', label: 'Acme' }]));
    w(
      'content/data/testimonials.json',
      JSON.stringify([
        {
          name: 'Jo Doe',
          avatar: '/images/avatars/jo-doe.svg',
          source: 'clutch',
          sourceIcon: '/images/sources/clutch.svg',
        },
      ]),
    );
    w(
      'content/site.json',
      JSON.stringify({ name: 'Fernhill Studio', founder: { picture: '/images/team/ana.svg' } }),
    );
    w(
      'static/images/clients/acme.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"/>',
    );

    const plan = planArt(dir);
    const files = plan.jobs.map((j) => path.relative(dir, j.file)).sort();
    expect(files).toEqual(
      [
        'content/images/blog/a-post.svg',
        'content/images/cases/Mila.svg',
        'content/images/features/Mila-1.svg',
        'content/images/features/Mila-2.svg',
        'static/favicon.svg',
        'static/images/avatars/jo-doe.svg',
        'static/images/clients/acme.svg',
        'static/images/logo.png',
        'static/images/og-default.svg',
        'static/images/og-default.png',
        'static/images/sources/clutch.svg',
        'static/images/sources/goodFirms.svg',
        'static/images/sources/upwork.svg',
        'static/images/team/ana-alt.svg',
        'static/images/team/ana.svg',
      ].sort(),
    );
    expect(plan.problems).toEqual([]);
    const render = async (jobs: typeof plan.jobs) => {
      const out = [];
      for (const j of jobs) out.push(writeArt(j.file, await j.render()));
      return out;
    };
    const first = await render(plan.jobs);
    expect(first.filter((r) => r === 'kept')).toHaveLength(1);
    const cover = fs.readFileSync(path.join(dir, 'content/images/cases/Mila.svg'), 'utf8');
    expect(cover).toContain('stop-color="#7c2d12"');
    const png = fs.readFileSync(path.join(dir, 'static/images/og-default.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.includes('generated by npm run art')).toBe(true);
    const again = await render(planArt(dir).jobs);
    expect(again.every((r) => r === 'unchanged' || r === 'kept')).toBe(true);
  });
});
