/** @jest-environment node */
import { pictureHtml, vectorHtml } from '../picture-html.ts';
import { bodyLineOffset, bodyRefs } from '../../content/body.ts';

describe('a body image as HTML', () => {
  it('is a lazy <picture> with its sources, integer width and height, and escaped alt text', () => {
    const html = pictureHtml(
      {
        width: 760,
        height: 379.99999999999994,
        backgroundColor: '#f8f8f8',
        images: {
          fallback: { src: '/static/a/x.png', srcSet: '/static/a/x.png 760w', sizes: '100vw' },
          sources: [{ type: 'image/avif', srcSet: '/static/a/x.avif 760w', sizes: '100vw' }],
        },
      },
      'Funnel "trial" <30 days>',
    );
    expect(html).toBe(
      '<picture class="body-image"><source type="image/avif" srcset="/static/a/x.avif 760w" sizes="100vw">' +
        '<img src="/static/a/x.png" srcset="/static/a/x.png 760w" sizes="100vw" width="760" height="380" ' +
        'alt="Funnel &quot;trial&quot; &lt;30 days&gt;" style="display:block;width:100%;height:auto;background-color:#f8f8f8" ' +
        'loading="lazy" decoding="async"></picture>',
    );
  });

  it('serves drawn art as the SVG itself, with the size it declares', () => {
    expect(vectorHtml('/static/d/a.svg', { width: 800, height: 400, color: null }, 'A diagram')).toBe(
      '<img class="body-image" src="/static/d/a.svg" width="800" height="400" alt="A diagram" style="display:block;width:100%;height:auto" loading="lazy" decoding="async">',
    );
  });
});

describe('images and links in a body, by the line of the file', () => {
  it('counts the front matter and skips code', () => {
    const file =
      '---\ntitle: x\n---\nIntro [a](/Cases)\n\n```md\n![](in-code.png)\n```\n`![](inline.png)` ![Chart](c.png)\n';
    const body = file.slice(file.indexOf('Intro'));
    expect(bodyRefs(body, bodyLineOffset(file, body))).toEqual([
      { kind: 'link', text: 'a', url: '/Cases', line: 4 },
      { kind: 'image', text: 'Chart', url: 'c.png', line: 9 },
    ]);
  });
});
