/** @jest-environment node */
import { isVariantPage, markForSearch, searchSection } from '../scope.ts';
import { searchScriptSources } from '../csp.ts';

const page = (template: string, pageContext: { held?: unknown } | null = {}) => ({
  path: '/x',
  component: `/site/src/templates/${template}.tsx`,
  pageContext,
});

describe('searchSection', () => {
  it('gives each content template its section', () => {
    expect(searchSection(page('case-study'))).toBe('Cases');
    expect(searchSection(page('cases'))).toBe('Cases');
    expect(searchSection(page('blog-post'))).toBe('Blog');
    expect(searchSection(page('blog'))).toBe('Blog');
    expect(searchSection(page('service-page'))).toBe('Services');
    expect(searchSection(page('industry'))).toBe('Industries');
    expect(searchSection(page('home'))).toBe('Pages');
    expect(searchSection(page('markdown-page', null))).toBe('Pages');
  });

  it('leaves out drafts and scheduled posts, the 404 and search pages, and content problems', () => {
    expect(searchSection(page('blog-post', { held: { label: 'Draft' } }))).toBeNull();
    expect(searchSection(page('case-study', { held: { label: 'Draft' } }))).toBeNull();
    expect(searchSection({ path: '/404', component: '/site/src/pages/404.tsx' })).toBeNull();
    expect(searchSection({ path: '/search', component: '/site/src/pages/search.tsx' })).toBeNull();
    expect(searchSection(page('content-problem'))).toBeNull();
  });
});

describe('markForSearch', () => {
  const html = '<header>Menu</header><main id="main" tabindex="-1"><h1>Mila</h1></main>';

  it('marks <main> as the indexed body, with the section as a filter and a meta field', () => {
    expect(markForSearch(html, 'Cases')).toBe(
      '<header>Menu</header><main id="main" data-pagefind-body data-pagefind-filter="section:Cases" data-pagefind-meta="section:Cases" tabindex="-1"><h1>Mila</h1></main>',
    );
  });

  it('marks a page once, and stops on a page without the layout', () => {
    expect(markForSearch(markForSearch(html, 'Blog'), 'Blog')).toBe(markForSearch(html, 'Blog'));
    expect(() => markForSearch('<div></div>', 'Blog')).toThrow('No <main id="main"> to mark for search');
  });
});

describe('searchScriptSources', () => {
  it('lets WebAssembly compile only on a page with the search control', () => {
    expect(searchScriptSources('<a href="/search" data-search-control="">')).toEqual(["'wasm-unsafe-eval'"]);
    expect(searchScriptSources('<div id="nc-root"></div>')).toEqual([]);
  });
});

describe('isVariantPage', () => {
  it('leaves out a page whose canonical URL is another page, as /AIcopy → /AI', () => {
    const canonical = (href: string) => `<link rel="canonical" href="${href}" data-gatsby-head="true"/>`;
    expect(isVariantPage(canonical('https://fernhill.studio/AI'), '/AIcopy')).toBe(true);
    expect(isVariantPage(canonical('https://fernhill.studio/AI'), '/AI')).toBe(false);
    expect(isVariantPage('<title>No canonical</title>', '/About')).toBe(false);
  });
});
