/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { socialCardPath } from '@fernhill/content-rules/social-card';
import { cardKey, folderCache } from '../cache.ts';
import { htmlFile, titleFromHtml } from '../pages.ts';
import { renderCard } from '../render.ts';
import { writeSocialCards } from '../write.ts';

const root = process.cwd();
const mark = fs.readFileSync(path.join(root, 'static/favicon.svg'));
const site = { name: 'Fernhill Studio', url: 'https://fernhill.studio' };
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('renderCard', () => {
  it('draws a 1200 × 630 PNG with art and without', async () => {
    const art = {
      type: 'image/svg+xml' as const,
      data: fs.readFileSync(path.join(root, 'content/images/cases/Mila.svg')),
    };
    const withArt = await renderCard({ title: 'Mila', section: 'Case study', site, mark, art });
    const plain = await renderCard({ title: 'Page not found', section: '', site, mark });
    for (const png of [withArt, plain]) {
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
    expect(withArt.equals(plain)).toBe(false);
  }, 30_000);
});

describe('the card cache', () => {
  it('keys on every input and the renderer version', () => {
    expect(cardKey(['a', 'b'])).toBe(cardKey(['a', 'b']));
    expect(cardKey(['a', 'b'])).not.toBe(cardKey(['ab']));
    expect(cardKey(['a', Buffer.from('x')])).not.toBe(cardKey(['a', Buffer.from('y')]));
  });

  it('draws once, then returns the kept card without drawing; prune drops cards no page used', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
    const cache = folderCache(dir);
    const render = jest.fn(async () => Buffer.from('png'));
    expect(await cache.get('k1', render)).toEqual({ png: Buffer.from('png'), hit: false });
    expect(await cache.get('k1', render)).toEqual({ png: Buffer.from('png'), hit: true });
    expect(render).toHaveBeenCalledTimes(1);
    await cache.get('k2', render);
    await cache.prune(new Set(['k2']));
    expect(fs.readdirSync(dir)).toEqual(['k2.png']);
  });
});

describe('writeSocialCards', () => {
  it('writes a card per page and draws none again on a warm build', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-build-'));
    const publicDir = path.join(tmp, 'public');
    fs.mkdirSync(path.join(publicDir, 'About'), { recursive: true });
    fs.writeFileSync(
      path.join(publicDir, 'About', 'index.html'),
      '<meta property="og:title" content="About us &amp; how we work | Fernhill Studio"/>',
    );
    const caseNode = {
      title: 'Mila',
      sourceFile: 'content/cases/Mila.md',
      cover: '../images/cases/Mila.svg',
      internal: { type: 'CaseStudy' },
    };
    const build = {
      root,
      publicDir,
      cacheDir: path.join(tmp, 'cache'),
      site,
      pages: [{ path: '/About' }, { path: '/Cases/Mila', id: 'mila' }],
      getNode: (id: string) => (id === 'mila' ? caseNode : undefined),
    };
    const cold = await writeSocialCards(build);
    expect(cold).toMatchObject({ written: 2, drawn: 2 });
    const files = build.pages.map((p) => path.join(publicDir, socialCardPath(p.path)));
    const first = files.map((f) => fs.readFileSync(f));
    first.forEach((png) => expect(pngSize(png)).toEqual({ width: 1200, height: 630 }));
    expect(first[0]!.equals(first[1]!)).toBe(false);
    fs.rmSync(path.join(publicDir, 'og'), { recursive: true });
    const warm = await writeSocialCards(build);
    expect(warm).toMatchObject({ written: 2, drawn: 0 });
    files.forEach((f, i) => expect(fs.readFileSync(f).equals(first[i]!)).toBe(true));
    // A changed title draws that page's card again, and only that one.
    caseNode.title = 'Mila, a new title';
    expect(await writeSocialCards(build)).toMatchObject({ drawn: 1 });
  }, 60_000);
});

describe('page facts', () => {
  it('reads the title without the site name and finds the HTML of a route', () => {
    expect(
      titleFromHtml('<meta property="og:title" content="Blog | Fernhill Studio"/>', 'Fernhill Studio'),
    ).toBe('Blog');
    expect(titleFromHtml('<meta property="og:title" content="Fernhill Studio"/>', 'Fernhill Studio')).toBe(
      'Fernhill Studio',
    );
    expect(htmlFile('/p', '/')).toBe('/p/index.html');
    expect(htmlFile('/p', '/Cases/Mila')).toBe('/p/Cases/Mila/index.html');
    expect(htmlFile('/p', '/404.html')).toBe('/p/404.html');
    expect(socialCardPath('/')).toBe('/og/index.png');
    expect(socialCardPath('/Cases/Mila')).toBe('/og/Cases/Mila.png');
  });
});
