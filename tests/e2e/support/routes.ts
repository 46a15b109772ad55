import path from 'node:path';
import { loadContent } from '../../../gatsby/content/check.ts';
import { STATIC_ROUTES } from '../../../gatsby/content/routes.ts';
import site from '../../../content/site.json';

const root = path.resolve(__dirname, '../../..');
const { entries } = loadContent(root);

/** Every page the build creates, with the canonical path its <link rel=canonical> must name. */
export const allRoutes: { route: string; canonical: string }[] = [
  ...STATIC_ROUTES.map((route) => ({ route, canonical: route })),
  ...entries.flatMap((e) =>
    e.route ? [{ route: e.route, canonical: (e.data.canonical as string | undefined) ?? e.route }] : [],
  ),
];

export const siteUrl = site.siteUrl;
export const caseCount = entries.filter((e) => e.type === 'CaseStudy').length;
