/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { floorHtml, writeFloor } from '../lib/floor-page.ts';

const page =
  '<!DOCTYPE html><html><head><title>Mila</title><style>.a{color:red}</style><script src="/app.js"></script></head>' +
  '<body><header class="h"><p class="tag">Menu</p></header><main><h1 class="t" data-x="1">Mila <em>app</em></h1>' +
  '<p class="lead">First paragraph.</p><p>Second.</p>' +
  '<picture><source type="image/avif" srcset="/static/a/lazy.avif"/><img loading="lazy" src="/static/a/lazy.jpg" alt=""/></picture>' +
  '<picture class="cover"><source type="image/avif" srcset="/static/b/cover.avif 800w"/>' +
  '<img src="/static/b/cover.jpg" width="800" height="450" alt="Cover" decoding="async" fetchpriority="high"/></picture>' +
  '</main><div id="contact-dialog-root"><dialog><p>Form</p></dialog></div></body></html>';

describe('the floor of a page', () => {
  it('keeps the heading, the first paragraph and the first eagerly loaded image, and nothing else', () => {
    expect(floorHtml(page)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
        '<meta name="viewport" content="width=device-width, initial-scale=1"/><title>Mila</title>' +
        '<style>img{max-width:100%;height:auto}</style></head><body>' +
        '<h1>Mila <em>app</em></h1><p>First paragraph.</p>' +
        '<picture><source type="image/avif" srcset="/static/b/cover.avif 800w"/>' +
        '<img src="/static/b/cover.jpg" width="800" height="450" alt="Cover" decoding="async" fetchpriority="high"/></picture>' +
        '</body></html>',
    );
  });

  it('falls back to an h2 and a bare img, and leaves out what the page lacks', () => {
    expect(floorHtml('<body><h2>Blog</h2><img src="/x.png" alt="x"/></body>')).toContain(
      '<body><h2>Blog</h2><img src="/x.png" alt="x"/></body>',
    );
    expect(floorHtml('<body><p>Only text</p></body>')).toContain('<body><p>Only text</p></body>');
  });

  it('writes a floor for every page of a build, beside the build’s images', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-'));
    const build = path.join(dir, 'public');
    fs.mkdirSync(path.join(build, 'Cases/Mila'), { recursive: true });
    fs.mkdirSync(path.join(build, 'static/b'), { recursive: true });
    fs.writeFileSync(path.join(build, 'index.html'), '<h1>Home</h1>');
    fs.writeFileSync(path.join(build, 'Cases/Mila/index.html'), page);
    fs.writeFileSync(path.join(build, 'static/b/cover.jpg'), 'jpg');
    fs.writeFileSync(path.join(build, 'app.js'), 'js');
    writeFloor(build, path.join(dir, 'floor'));
    const floor = (rel: string) => path.join(dir, 'floor', rel);
    expect(fs.readFileSync(floor('index.html'), 'utf8')).toContain('<body><h1>Home</h1></body>');
    expect(fs.readFileSync(floor('Cases/Mila/index.html'), 'utf8')).toContain('/static/b/cover.jpg');
    expect(fs.existsSync(floor('static/b/cover.jpg'))).toBe(true);
    expect(fs.existsSync(floor('app.js'))).toBe(false);
  });
});
