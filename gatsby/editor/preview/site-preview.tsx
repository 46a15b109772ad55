/**
 * Each collection's preview: the site's own page component, given the entry as its template's
 * query would (fields the query computes, such as routes, reading time and the referenced entries'
 * titles, are filled in from what the editor knows). Only the page's body, not the header and
 * footer, as the editor shows one entry.
 */
import * as React from 'react';
import { BlogPost, type BlogPostData } from '../../../src/components/blog/BlogPost';
import { CaseStudy } from '../../../src/components/cases/CaseStudy';
import { ServicePage, type ServicePageData } from '../../../src/components/services/ServicePage';
import { IndustryPage, type IndustryPageData } from '../../../src/components/industries/IndustryPage';
import { MarkdownPage } from '../../../src/components/common/MarkdownPage';
import type { PictureFile } from '../../../src/components/common/Picture';
import team from '../../../content/data/team.json';
import { renderMarkdown, tableOfContents } from './markdown';

type Data = Record<string, unknown>;
export interface PreviewEntry {
  collection: string;
  slug: string;
  data: Data;
  body: string;
  /** An image field's value (`at`: its dotted path; none for the body) as a URL (Decap's getAsset). */
  asset: (src: string, at?: string) => string;
  /** The title of a referenced entry, where the editor has loaded it. */
  titleOf: (field: string, slug: string) => string;
}

// Drawn art is 3:2 at the size the build declares; a photo keeps its own size in the preview.
const picture = (src: unknown, e: PreviewEntry, at: string): PictureFile | null =>
  typeof src === 'string' && src
    ? { publicURL: e.asset(src, at), vectorSize: { width: 1200, height: 800, color: null }, photo: null }
    : null;

const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : text(value).slice(0, 10);
const longDate = (iso: string) =>
  iso
    ? new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';

const caseCards = (e: PreviewEntry, field: string) =>
  strings(e.data[field]).map((slug) => ({
    id: slug,
    slug,
    route: `/Cases/${slug}`,
    title: e.titleOf(field, slug),
    description: '',
    background: 'linear-gradient(135deg, #0f766e 0%, #34d399 100%)',
    coverAlt: '',
    platforms: [],
    // CaseCard names the industry on every card; the related case's own is not loaded here.
    industry: { title: 'Case study' },
    cover: null,
  }));

const withImage = <T extends Data>(item: T, e: PreviewEntry, at: string) => ({
  ...item,
  image: picture(item.image, e, `${at}.image`),
});

function Post({ e }: { e: PreviewEntry }) {
  const body = renderMarkdown(e.body, e.asset);
  const author = team.find((m) => m.slug === e.data.author);
  const iso = isoDate(e.data.date);
  const post = {
    ...e.data,
    route: `/Blog/${e.slug}`,
    isoDate: iso,
    date: longDate(iso),
    author: author ?? { name: text(e.data.author), photo: '', position: '' },
    timeToRead: Math.max(1, Math.round(body.words / 200)),
    cover: picture(e.data.cover, e, 'cover'),
    tags: strings(e.data.tags),
    headings: body.headings,
    tableOfContents: tableOfContents(body.headings),
    html: body.html,
  } as unknown as BlogPostData;
  return <BlogPost post={post} related={[]} />;
}

function Case({ e }: { e: PreviewEntry }) {
  const industry = text(e.data.industry);
  const caseStudy = {
    ...e.data,
    route: `/Cases/${e.slug}`,
    html: renderMarkdown(e.body, e.asset).html,
    cover: picture(e.data.cover, e, 'cover'),
    industry: { title: e.titleOf('industry', industry), route: `/Industries/${industry}` },
    services: strings(e.data.services).map((s) => ({ route: `/${s}`, title: e.titleOf('services', s) })),
    platforms: strings(e.data.platforms),
    stack: strings(e.data.stack),
    features: ((e.data.features as Data[] | undefined) ?? []).map((f) => withImage(f, e, 'features')),
    results: (e.data.results as Data[] | undefined) ?? [],
    testimonial: e.data.testimonial ?? null,
  } as unknown as Parameters<typeof CaseStudy>[0]['caseStudy'];
  return <CaseStudy caseStudy={caseStudy} previous={null} next={null} />;
}

const heroOf = (e: PreviewEntry) => withImage((e.data.hero as Data | undefined) ?? {}, e, 'hero');

function Service({ e }: { e: PreviewEntry }) {
  const page = {
    ...e.data,
    route: `/${e.slug}`,
    parentPages: [],
    hero: heroOf(e),
    html: renderMarkdown(e.body, e.asset).html,
    whatWeDo: e.data.whatWeDo ?? [],
    process: e.data.process ?? [],
    deliverables: strings(e.data.deliverables),
    technologies: strings(e.data.technologies),
    relatedCases: caseCards(e, 'relatedCases'),
    faq: e.data.faq ?? [],
    cta: e.data.cta ?? { heading: '', text: '' },
    // The contact block needs the site's runtime (the form's dialog): not previewed.
    showPhone: null,
  } as unknown as ServicePageData;
  return <ServicePage page={page} />;
}

function Industry({ e }: { e: PreviewEntry }) {
  const industry = {
    ...e.data,
    route: `/Industries/${e.slug}`,
    hero: heroOf(e),
    html: renderMarkdown(e.body, e.asset).html,
    problems: e.data.problems ?? [],
    relatedCases: caseCards(e, 'relatedCases'),
    services: strings(e.data.services).map((s) => ({ route: `/${s}`, title: e.titleOf('services', s) })),
    faq: e.data.faq ?? [],
    cta: e.data.cta ?? { heading: '', text: '' },
  } as unknown as IndustryPageData;
  return <IndustryPage industry={industry} />;
}

function Page({ e }: { e: PreviewEntry }) {
  const title = text(e.data.title);
  const page = { frontmatter: e.data, html: renderMarkdown(e.body, e.asset).html } as Parameters<
    typeof MarkdownPage
  >[0]['page'];
  return (
    <MarkdownPage
      page={page}
      crumbs={[
        { label: 'Home', path: '/' },
        { label: title, path: text(e.data.route) || '/' },
      ]}
    />
  );
}

/** The preview component of each collection (config.ts names collections after their folders). */
export const PREVIEWS: Record<string, (props: { e: PreviewEntry }) => React.ReactElement> = {
  blog: Post,
  cases: Case,
  services: Service,
  industries: Industry,
  pages: Page,
};
