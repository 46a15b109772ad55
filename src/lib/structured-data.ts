/** JSON-LD builders (schema.org) for breadcrumbs, FAQs and articles. */
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
  author: string;
  image: string;
}) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: a.title,
  description: a.description,
  datePublished: a.date,
  author: { '@type': 'Person', name: a.author },
  publisher: { '@type': 'Organization', name: a.siteName },
  image: a.image.startsWith('http') ? a.image : `${a.siteUrl}${a.image}`,
  mainEntityOfPage: `${a.siteUrl}${a.path}`,
});
