import * as React from 'react';
import site from '../../../content/site.json';
import { breadcrumbJsonLd, faqJsonLd, type Crumb } from '../../lib/structured-data.ts';
import { FEEDS } from '@fernhill/content-rules/feeds';
import { documentTitle, pageTitle, type Titled, type TitledType } from '@fernhill/content-rules/page-title';
import {
  CARD_SECTIONS,
  SOCIAL_CARD,
  socialCardAlt,
  socialCardPath,
  type CardDescription,
} from '@fernhill/content-rules/social-card';

export interface SeoProps {
  title: string;
  description: string;
  /** Canonical path; defaults to the page's own path (spec §2: origin + current path). */
  path: string;
  canonicalPath?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Breadcrumb trail, published as BreadcrumbList. */
  crumbs?: Crumb[];
  /** FAQ shown on the page, published as FAQPage. */
  faq?: readonly { question: string; answer: string }[];
  /** Other JSON-LD objects added beside the Organization that every page has. */
  jsonLd?: object[];
  /** What the page's social card shows, for its alt text; by default the title beside the mark. */
  card?: Omit<CardDescription, 'siteName'>;
  children?: React.ReactNode;
}

// "<" escaped so content can never close the script element.
const jsonLdString = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

const absolute = (url: string) => (url.startsWith('http') ? url : `${site.siteUrl}${url}`);

export const siteUrl = site.siteUrl;

export const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.name,
  url: site.siteUrl,
  logo: `${site.siteUrl}/images/logo.png`,
  email: site.contacts.find((c) => c.type === 'email')?.value,
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'sales',
    email: site.contacts.find((c) => c.type === 'email')?.value,
    telephone: site.contacts.find((c) => c.type === 'phone')?.value.replace(/[^\d+]/g, ''),
    availableLanguage: 'English',
  },
  sameAs: site.social.map((s) => s.link),
};

/** The one SEO component every page's Head uses: title, description, canonical, OG, JSON-LD. */
export function Seo({
  title,
  description,
  path,
  canonicalPath,
  type = 'website',
  noindex,
  crumbs,
  faq,
  jsonLd = [],
  card = { title },
  children,
}: SeoProps) {
  const structured = [
    organizationJsonLd,
    ...(crumbs ? [breadcrumbJsonLd(site.siteUrl, crumbs)] : []),
    ...(faq?.length ? [faqJsonLd(faq)] : []),
    ...jsonLd,
  ];
  const fullTitle = documentTitle(title, site.name);
  const canonical = absolute(canonicalPath ?? path);
  // Every page has a card of its own, drawn at build from its title and art (gatsby/social-cards).
  const cardUrl = absolute(socialCardPath(path));
  const cardAlt = socialCardAlt({ ...card, siteName: site.name });
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={cardUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={cardAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={cardUrl} />
      <meta name="twitter:image:alt" content={cardAlt} />
      {FEEDS.map((feed) => (
        <link
          key={feed.path}
          rel="alternate"
          type={feed.type}
          title={`${site.name} blog (${feed.format})`}
          href={feed.path}
        />
      ))}
      {structured.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
      ))}
      {children}
    </>
  );
}

type ContentSeoProps = Omit<SeoProps, 'title' | 'description' | 'card'> & {
  contentType: TitledType;
  /** The content entry the page shows: its title (or seoTitle) and description. */
  entry: Titled & { description: string };
  /** The alt text of the entry's art (cover or hero image), which its social card shows. */
  artAlt: string;
};

/** The <Head> of a page built from one content file: its document title and description, then the rest. */
export function ContentSeo({ contentType, entry, artAlt, ...rest }: ContentSeoProps) {
  return (
    <Seo
      title={pageTitle(contentType, entry)}
      description={entry.description}
      card={{ title: entry.title, section: CARD_SECTIONS[contentType], artAlt }}
      {...rest}
    />
  );
}
