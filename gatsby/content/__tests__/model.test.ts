/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../check.ts';
import { CaseStudy } from '../collections.ts';
import { markdownTypes } from '../model.ts';
import { toSdl } from '../sdl.ts';
import { validateFields } from '../validate.ts';
import { routeForMarkdown } from '../routes.ts';

const repo = path.resolve(__dirname, '../../..');

/** A copy of the real content in a temp folder, so a test can break one file. */
function contentCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(path.join(repo, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.cpSync(path.join(repo, 'static'), path.join(dir, 'static'), { recursive: true });
  return dir;
}

describe('content model', () => {
  let dir: string;
  beforeAll(() => {
    dir = contentCopy();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(dir, file);
    const before = fs.readFileSync(full, 'utf8');
    fs.writeFileSync(full, change(before));
    return () => fs.writeFileSync(full, before);
  };

  it('names the file and the field of a missing required field', () => {
    const restore = edit('content/cases/Mila.md', (t) => t.replace(/^industry:.*$/m, ''));
    expect(loadContent(dir).errors).toContain('content/cases/Mila.md: "industry" is required');
    restore();
  });

  it('names an unknown industry or service reference', () => {
    const restore = edit('content/cases/Mila.md', (t) =>
      t.replace(/^industry:.*$/m, 'industry: Healthcare').replace(/^services: \[/m, 'services: [Gardening, '),
    );
    const { errors } = loadContent(dir);
    expect(errors).toContain('content/cases/Mila.md: "industry" refers to an unknown Industry "Healthcare"');
    expect(errors).toContain(
      'content/cases/Mila.md: "services[0]" refers to an unknown ServicePage "Gardening"',
    );
    restore();
  });

  it('names a duplicate id and a duplicate order', () => {
    fs.copyFileSync(
      path.join(dir, 'content/services/Launch.md'),
      path.join(dir, 'content/services/Engineering/Launch.md'),
    );
    const restore = edit('content/cases/Mila.md', (t) => t.replace(/^order:.*$/m, 'order: 1'));
    const { errors } = loadContent(dir);
    expect(
      errors.some((e) =>
        /services\/(Engineering\/)?Launch\.md: "slug" Launch is already used by content\/services\/(Engineering\/)?Launch\.md/.test(
          e,
        ),
      ),
    ).toBe(true);
    expect(errors.some((e) => /"order" 1 is already used/.test(e))).toBe(true);
    fs.rmSync(path.join(dir, 'content/services/Engineering/Launch.md'));
    restore();
  });

  it('refuses a published page that lists a draft case: its card would lead nowhere in production', () => {
    const restore = edit('content/cases/Mila.md', (t) => t.replace(/^title:/m, 'draft: true\ntitle:'));
    const { errors } = loadContent(dir);
    expect(errors.length).toBeGreaterThan(0);
    expect(
      errors.every((e) =>
        /: "relatedCases\[\d+\]" names Mila, a draft \(content\/cases\/Mila\.md\): remove it here, or publish it first$/.test(
          e,
        ),
      ),
    ).toBe(true);
    restore();
  });

  it('refuses a client quote signed by one of our own people', () => {
    const restore = edit('content/cases/Uplife.md', (t) =>
      t.replace(/^ {2}name: .*$/m, '  name: Priya Raman'),
    );
    expect(loadContent(dir).errors).toContainEqual(
      expect.stringMatching(
        /^content\/cases\/Uplife\.md: "testimonial\.name" Priya Raman is on our own team \(content\/data\/team\.json\)/,
      ),
    );
    restore();
  });

  it('refuses a link to a placeholder domain such as example.com', () => {
    const restore = edit('content/data/testimonials.json', (t) =>
      t.replace(/"sourceLink": "[^"]+"/, '"sourceLink": "https://reviews.example.org/fernhill"'),
    );
    expect(loadContent(dir).errors).toContain(
      'content/data/testimonials.json (entry 0): "sourceLink" links to a placeholder domain (https://reviews.example.org/fernhill)',
    );
    restore();
  });

  it('refuses a page title search results would cut, unless the file gives a shorter seoTitle', () => {
    const restore = edit('content/blog/how-to-scope-an-mvp.md', (t) => t.replace(/^seoTitle:.*\n/m, ''));
    expect(loadContent(dir).errors).toContain(
      'content/blog/how-to-scope-an-mvp.md: the page title "How to scope an MVP you can build in 12 weeks | Fernhill Studio" is 63 characters; search results show about 60. Add a shorter "seoTitle"',
    );
    restore();
    expect(loadContent(dir).errors).toEqual([]);
  });

  it('reports limits, list sizes, unknown fields and missing images', () => {
    const { problems } = validateFields(
      { title: 'x'.repeat(61), results: [], colour: 'red', cover: 42 },
      CaseStudy,
    );
    const byField = Object.fromEntries(problems.map((p) => [p.field, p.message]));
    expect(byField.title).toBe('is 61 characters; the limit is 60');
    expect(byField.results).toBe('needs 3 to 4 items, found 0');
    expect(byField.colour).toMatch(/not a known field/);
    expect(byField.cover).toBe('must be text');
    const repeated = validateFields(
      { results: [1, 2, 3].map(() => ({ value: '0', label: 'Rewrite: a measured result' })) },
      CaseStudy,
    ).problems.map((p) => `${p.field} ${p.message}`);
    // Labels name the figures (and key them in React): two alike would be one figure twice.
    expect(repeated).toContain(
      'results[1].label is the same as results[0].label; each label must be different',
    );
    expect(repeated).toContain(
      'results[2].label is the same as results[0].label; each label must be different',
    );
    const restore = edit('content/cases/Mila.md', (t) =>
      t.replace(/^cover:.*$/m, 'cover: ../images/cases/Nope.svg'),
    );
    expect(loadContent(dir).errors).toContain(
      'content/cases/Mila.md: "cover" points to a missing file: ../images/cases/Nope.svg',
    );
    restore();
  });

  it('accepts only days that exist, naming the file, the field and what to write', () => {
    const post = 'content/blog/how-to-scope-an-mvp.md';
    for (const bad of ['2026-13-01', '2026-02-30', '14/03/2026']) {
      const restore = edit(post, (t) => t.replace(/^date:.*$/m, `date: ${bad}`));
      expect(loadContent(dir).errors).toContain(
        `${post}: "date" must be a real date written YYYY-MM-DD, such as 2026-03-14 (found ${bad})`,
      );
      restore();
    }
    const restore = edit(post, (t) => t.replace(/^date:.*$/m, 'date: 2024-02-29'));
    expect(loadContent(dir).errors).toEqual([]);
    restore();
  });

  it('reports a YAML mistake as one line with its file and line, and says how to fix a colon', () => {
    const restore = edit('content/blog/how-to-scope-an-mvp.md', (t) =>
      t.replace(/^title:.*$/m, 'title: Offline-first sync: without tears'),
    );
    const { errors, badFiles } = loadContent(dir);
    expect(errors).toEqual([
      'content/blog/how-to-scope-an-mvp.md:2: the front matter is not valid YAML (Nested mappings are not allowed in compact mappings); a value containing ": " needs quotes, e.g. title: "Offline-first sync: without tears"',
    ]);
    expect([...badFiles]).toEqual(['content/blog/how-to-scope-an-mvp.md']);
    restore();
  });

  it('checks images and links in a body by line: missing file, no alt text, placeholder domain', () => {
    const post = 'content/blog/how-to-scope-an-mvp.md';
    const restore = edit(
      post,
      (t) =>
        `${t}\n![](../images/blog/nope.png)\n\nSee [the demo](https://demo.example.com/app).\n\n\`\`\`md\n![](not-checked.png)\n\`\`\`\n`,
    );
    const lines = fs.readFileSync(path.join(dir, post), 'utf8').split('\n');
    const line = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    expect(loadContent(dir).errors).toEqual([
      `${post}:${line('nope.png')}: the image ../images/blog/nope.png has no alt text: write what it shows, ![What it shows](…)`,
      `${post}:${line('nope.png')}: the image ../images/blog/nope.png is missing (paths are relative to the Markdown file)`,
      `${post}:${line('demo.example')}: links to a placeholder domain (https://demo.example.com/app)`,
    ]);
    restore();
  });

  it('refuses a blog file name with capitals: it is the URL', () => {
    fs.renameSync(
      path.join(dir, 'content/blog/how-to-scope-an-mvp.md'),
      path.join(dir, 'content/blog/How-To-Scope.md'),
    );
    expect(loadContent(dir).errors).toContain(
      'content/blog/How-To-Scope.md: "file name" must be lowercase words joined by "-" (it is the URL): rename it how-to-scope.md',
    );
    fs.renameSync(
      path.join(dir, 'content/blog/How-To-Scope.md'),
      path.join(dir, 'content/blog/how-to-scope-an-mvp.md'),
    );
  });

  it('checks the front matter of the one-off pages, a misspelt field before the field it misses', () => {
    const restore = edit('content/pages/about.md', (t) => t.replace(/^title:/m, 'titel:'));
    expect(loadContent(dir).errors).toEqual([
      'content/pages/about.md: "titel" is not a known field (check the spelling)\ncontent/pages/about.md: "title" is required',
    ]);
    restore();
  });

  it('derives the GraphQL types from the same model', () => {
    const sdl = toSdl('CaseStudy', markdownTypes.CaseStudy.fields, ['  slug: String!']);
    expect(sdl).toContain('type CaseStudy implements Node @dontInfer');
    expect(sdl).toContain('industry: Industry! @link(by: "slug")');
    expect(sdl).toContain('services: [ServicePage!]! @link(by: "slug")');
    expect(sdl).toContain('testimonial: CaseTestimonial\n');
    expect(sdl).toContain('cover: File! @fileByRelativePath');
  });

  it('derives URLs from file paths', () => {
    expect(routeForMarkdown('ServicePage', 'Engineering/index.md')).toMatchObject({
      slug: 'Engineering',
      route: '/Engineering',
    });
    expect(routeForMarkdown('ServicePage', 'Engineering/Hosting.md')).toEqual({
      slug: 'Hosting',
      route: '/Engineering/Hosting',
      parents: ['/Engineering'],
    });
    expect(routeForMarkdown('CaseStudy', 'Soc-X.md').route).toBe('/Cases/Soc-X');
    expect(routeForMarkdown('BlogPost', 'how-to-scope-an-mvp.md').route).toBe('/Blog/how-to-scope-an-mvp');
  });
});
