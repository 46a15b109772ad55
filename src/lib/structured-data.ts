/** JSON-LD builders (schema.org) for breadcrumbs, FAQs, articles, services and the site. */
export interface Crumb {
  label: string;
  path: string;
}

export const breadcrumbJsonLd = (siteUrl: string, crumbs: Crumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.label,
    item: `${siteUrl}${crumb.path}`,
  })),
});

export const faqJsonLd = (entries: readonly { question: string; answer: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entries.map((e) => ({
    '@type': 'Question',
    name: e.question,
    acceptedAnswer: { '@type': 'Answer', text: e.answer },
  })),
});

export const articleJsonLd = (a: {
  siteUrl: string;
  siteName: string;
  path: string;
  title: string;
  description: string;
  date: string;
  /** Last substantive change; the publication date when there was none. */
  modified?: string | null;
  author: string;
  image: string;
}) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: a.title,
  description: a.description,
  datePublished: a.date,
  dateModified: a.modified ?? a.date,
  author: { '@type': 'Person', name: a.author },
  publisher: { '@type': 'Organization', name: a.siteName },
  image: a.image.startsWith('http') ? a.image : `${a.siteUrl}${a.image}`,
  mainEntityOfPage: `${a.siteUrl}${a.path}`,
});

export const webSiteJsonLd = (siteUrl: string, name: string, description: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name,
  url: siteUrl,
  description,
  publisher: { '@type': 'Organization', name, url: siteUrl },
});

export const serviceJsonLd = (s: {
  siteUrl: string;
  siteName: string;
  path: string;
  name: string;
  description: string;
}) => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name: s.name,
  description: s.description,
  url: `${s.siteUrl}${s.path}`,
  provider: { '@type': 'Organization', name: s.siteName, url: s.siteUrl },
  areaServed: 'Worldwide',
});
