/** @jest-environment node */
/**
 * Every content file against its schema, and every internal link in Markdown and JSON against
 * the routes the build creates (spec routes, case-exact).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../../../gatsby/content/check.ts';
import { REDIRECTS, STATIC_ROUTES } from '../../../gatsby/content/routes.ts';

const root = path.resolve(__dirname, '../../..');
const { entries, errors } = loadContent(root);
const routes = new Set<string>([...STATIC_ROUTES, ...entries.flatMap((e) => (e.route ? [e.route] : []))]);
const resolves = (link: string) => {
  const pathOnly = link.split(/[?#]/)[0]!;
  return routes.has(pathOnly) || (REDIRECTS[pathOnly] !== undefined && routes.has(REDIRECTS[pathOnly]!));
};

/** Internal links written in content: Markdown links and any JSON string starting with "/" that is not a file. */
function internalLinks(): { file: string; link: string }[] {
  const found: { file: string; link: string }[] = [];
  for (const e of entries) {
    for (const m of e.body.matchAll(/\]\((\/[^)\s]*)\)/g)) found.push({ file: e.file, link: m[1]! });
  }
  const jsonFiles = [
    'content/navigation.json',
    ...fs.readdirSync(path.join(root, 'content/data')).map((f) => `content/data/${f}`),
  ];
  for (const file of jsonFiles) {
    const walk = (value: unknown, key = ''): void => {
      if (typeof value === 'string' && value.startsWith('/') && !/\.\w+$/.test(value) && key !== 'name')
        found.push({ file, link: value });
      else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
      else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => walk(v, k));
    };
    walk(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')));
  }
  return found;
}

describe('content', () => {
  it('has no file that breaks the content model', () => {
    expect(errors).toEqual([]);
  });

  it('has every route of the spec', () => {
    const spec = [
      '/',
      '/AI',
      '/AIcopy',
      '/Blog',
      '/Cases',
      '/Launch',
      '/PostLaunchSupport',
      '/ProductAnalytics',
      '/ProductDevelopmentCompany',
      '/QualityAssurance',
      '/ResearchAndIdeation',
      '/Engineering',
      '/DesignServices',
      ...['BestPractices', 'MobileDesign', 'UserInterfaceDesign', 'WireframingAndPrototyping'].map(
        (p) => `/DesignServices/${p}`,
      ),
      ...[
        'AndroidAppDevelopment',
        'BackendDevelopment',
        'Databases',
        'FlutterDevelopment',
        'FrontendDevelopment',
        'Hosting',
        'iOSAppDevelopment',
        'WebDevelopment',
      ].map((p) => `/Engineering/${p}`),
      ...[
        'AR-VR',
        'DigitalMedia',
        'Education',
        'IOT',
        'Medical',
        'MentalHealth',
        'OnDemandService',
        'Productivity',
        'Social',
      ].map((p) => `/Industries/${p}`),
      ...[
        'AnkiBuddy',
        'Atelar',
        'Beatly',
        'Circletalk',
        'CoreVitals',
        'DailyCrushList',
        'ElevateHealth',
        'ExamApps',
        'Fillrr',
        'Fitably',
        'Gofrendly',
        'HumlHealth',
        'KleanApp',
        'LevelUp',
        'Majykri',
        'Mila',
        'Myqualia',
        'Notate',
        'Parlor',
        'Photofy',
        'QuitSmoking',
        'Rogo',
        'Soc-X',
        'Teamword',
        'TheLastBusinessCard',
        'Uplife',
        'Web3Dvisualization',
      ].map((p) => `/Cases/${p}`),
    ];
    expect(spec.filter((r) => !routes.has(r))).toEqual([]);
  });

  it('has at least eight blog posts of 600 words or more', () => {
    const posts = entries.filter((e) => e.type === 'BlogPost');
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const short = posts.filter((p) => p.body.split(/\s+/).filter(Boolean).length < 600).map((p) => p.file);
    expect(short).toEqual([]);
  });

  it('links only to routes that exist', () => {
    const links = internalLinks();
    expect(links.length).toBeGreaterThan(50);
    expect(links.filter((l) => !resolves(l.link))).toEqual([]);
  });

  it('repeats no sentence across pages', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const e of entries.filter((x) => x.body)) {
      for (const sentence of e.body
        .split(/(?<=[.!?])\s+/)
        .map((s) => s.trim())
        .filter((s) => s.split(' ').length >= 8)) {
        const other = seen.get(sentence);
        if (other && other !== e.file) repeated.push(`${e.file} and ${other}: ${sentence}`);
        seen.set(sentence, e.file);
      }
    }
    expect(repeated).toEqual([]);
  });
});
