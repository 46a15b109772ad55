/**
 * Reads the content and lists the images it references that the generator can draw:
 * each job names the file, what it is and how to render it.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  FALLBACK_GRADIENT,
  blogCover,
  blogCoverStyle,
  caseCover,
  featureKinds,
  featureShotIsWide,
  favicon,
  featureShot,
  ogCard,
  type CaseInfo,
} from './covers.ts';
import { SOURCES, clientLogo, sourceIcon } from './logos.ts';
import { avatar, teamPortrait } from './portraits.ts';
import { markPng } from './files.ts';
import { blogCoverAlt, caseCoverAlt, devicesShown, featureAlt, heroAlt, type AltTarget } from './alt.ts';
import { parseGradient } from './svg.ts';
import { motifFor } from './motifs.ts';

export type ArtKind =
  | 'case cover'
  | 'hero art'
  | 'feature shot'
  | 'blog cover'
  | 'team photo'
  | 'avatar'
  | 'client logo'
  | 'source icon'
  | 'og card'
  | 'og image'
  | 'favicon';

export interface Job {
  /** Absolute path of the SVG to write. */
  file: string;
  kind: ArtKind;
  /** The content file that asked for it (relative to the root), for messages. */
  source: string;
  /** SVG text, or PNG bytes (the Open Graph image, rasterised from its SVG). */
  render: () => string | Promise<string | Buffer>;
  /** For drawn content images: what the drawing shows, and where its alt text goes. */
  alt?: AltTarget;
}

export interface Plan {
  jobs: Job[];
  /** Things the generator could not do, as readable lines. */
  problems: string[];
}

/** Size budgets in bytes. */
export const BUDGET: Record<ArtKind, number> = {
  'case cover': 12 * 1024,
  'hero art': 12 * 1024,
  'blog cover': 12 * 1024,
  'og card': 12 * 1024,
  'og image': 120 * 1024,
  'feature shot': 12 * 1024,
  'team photo': 6 * 1024,
  avatar: 6 * 1024,
  'client logo': 6 * 1024,
  'source icon': 6 * 1024,
  favicon: 6 * 1024,
};

/** Folders whose generated files the generator owns (for the stale-file report). */
export const OUTPUT_DIRS = ['content/images', 'static/images'];
const FIXED = {
  og: 'static/images/og-default.svg',
  /** Seo.tsx points og:image here: social sites want a raster image, not SVG. */
  ogPng: 'static/images/og-default.png',
  favicon: 'static/favicon.svg',
  /** Organization.logo in the structured data: search engines want a raster logo of ≥ 112 px. */
  logoPng: 'static/images/logo.png',
};

/** Rasterises an SVG to a PNG carrying the generator marker (sharp is loaded only when needed). */
async function toPng(svg: string, width?: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp(Buffer.from(svg), width ? { density: 1200 } : {});
  const png = await (width ? image.resize(width) : image).png({ compressionLevel: 9 }).toBuffer();
  return markPng(png);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function readJson(file: string): unknown {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

const mdFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .sort((a, b) => a.name.localeCompare(b.name))
        .flatMap((entry) => {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) return mdFiles(file);
          return entry.name.endsWith('.md') ? [file] : [];
        })
    : [];

/** The brand gradients hero art is drawn on, one per page by its name. */
const HERO_GRADIENTS = [
  { angle: 135, from: '#0f766e', to: '#34d399' },
  { angle: 135, from: '#134e4a', to: '#14b8a6' },
  { angle: 135, from: '#0f172a', to: '#0f766e' },
];

/** What a service or industry page's hero shows: phones for app work, a browser for web work. */
const MOBILE_TOPICS = /iOS|Android|Flutter|Mobile|MentalHealth|Social|OnDemand|Medical|IOT|AR-VR/;
const WEB_TOPICS = /Web|Frontend|Backend|Hosting|Databases|Analytics|Productivity/;
function heroPlatforms(slug: string): string[] {
  if (MOBILE_TOPICS.test(slug)) return ['iOS', 'Android'];
  if (WEB_TOPICS.test(slug)) return ['Web'];
  return ['Web', 'iOS'];
}

export function planArt(root: string): Plan {
  const jobs: Job[] = [];
  const problems: string[] = [];
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  const allowed = (file: string) => {
    const r = rel(file);
    return !r.startsWith('..') && (OUTPUT_DIRS.some((d) => r.startsWith(`${d}/`)) || r === FIXED.favicon);
  };
  const add = (file: string, kind: ArtKind, source: string, render: Job['render'], alt?: AltTarget) => {
    // A PNG/JPEG/WebP the content points at is a real screenshot or photo: never drawn over.
    if (!file.endsWith(kind === 'og image' ? '.png' : '.svg')) return;
    if (!allowed(file))
      return problems.push(`${source}: ${rel(file)} is outside ${OUTPUT_DIRS.join(' and ')}; not generated`);
    const other = jobs.find((j) => j.file === file);
    if (other) {
      if (other.kind !== kind)
        problems.push(`${source}: ${rel(file)} is already drawn as a ${other.kind} for ${other.source}`);
      return;
    }
    jobs.push({ file, kind, source, render, ...(alt && { alt }) });
  };
  /** A URL path of a file under static/ (`/images/x.svg`). */
  const staticFile = (url: string) => path.join(root, 'static', url.replace(/^\/+/, ''));
  /** A content file's front matter; null (and a problem listed) when it does not parse. */
  const frontMatter = (file: string, raw = fs.readFileSync(file, 'utf8')): Record<string, unknown> | null => {
    try {
      return matter(raw).data;
    } catch (e) {
      problems.push(
        `${rel(file)}: front matter does not parse (${(e as Error).message.split('\n')[0]}); skipped`,
      );
      return null;
    }
  };

  // Case studies: cover and one shot per feature.
  for (const file of mdFiles(path.join(root, 'content', 'cases'))) {
    const id = path.basename(file, '.md');
    const source = rel(file);
    const raw = fs.readFileSync(file, 'utf8');
    const data = frontMatter(file, raw);
    if (!data) continue;
    // An unquoted `#` starts a YAML comment and cuts the gradient short; read the raw line then.
    const rawLine = /^background:\s*['"]?(.*?)['"]?\s*$/m.exec(raw)?.[1] ?? '';
    let gradient = parseGradient(str(data.background) ?? '') ?? parseGradient(rawLine);
    if (!gradient) {
      problems.push(`${source}: "background" has no two hex colours; drawn in the brand gradient`);
      gradient = FALLBACK_GRADIENT;
    }
    const features = Array.isArray(data.features) ? data.features.filter(isRecord) : [];
    const info: CaseInfo = {
      id,
      gradient,
      platforms: Array.isArray(data.platforms)
        ? data.platforms.filter((p): p is string => typeof p === 'string')
        : [],
      features: features.map((f) => str(f.title) ?? ''),
      motif: motifFor({
        title: str(data.title) ?? id,
        description: str(data.description) ?? '',
        industry: str(data.industry) ?? '',
      }),
    };
    const cover = str(data.cover);
    const devices = devicesShown(info.platforms);
    if (cover)
      add(path.resolve(path.dirname(file), cover), 'case cover', source, () => caseCover(info), {
        file,
        field: 'coverAlt',
        index: 0,
        alt: caseCoverAlt(id, devices, info.motif),
      });
    const kinds = featureKinds(info);
    features.forEach((f, i) => {
      const image = str(f.image);
      const kind = kinds[i];
      if (image)
        add(
          path.resolve(path.dirname(file), image),
          'feature shot',
          source,
          () => featureShot(info, i + 1),
          kind && {
            file,
            field: 'imageAlt',
            index: i,
            alt: featureAlt(id, kind, featureShotIsWide(info, i + 1)),
          },
        );
    });
  }

  // Service and industry pages: the hero's picture, showing screens of what the page offers.
  for (const folder of ['services', 'industries']) {
    for (const file of mdFiles(path.join(root, 'content', folder))) {
      const data = frontMatter(file);
      if (!data) continue;
      const hero = isRecord(data.hero) ? data.hero : {};
      const image = str(hero.image);
      if (!image) continue;
      // Named by its image: a folder's index.md is the page named after the folder.
      const slug = path.basename(image, path.extname(image));
      const offers = [data.whatWeDo, data.problems].flatMap((list) => (Array.isArray(list) ? list : []));
      const seed = [...slug].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
      const info: CaseInfo = {
        id: `hero-${slug}`,
        gradient: HERO_GRADIENTS[seed % HERO_GRADIENTS.length]!,
        platforms: heroPlatforms(slug),
        features: offers.filter(isRecord).map((o) => str(o.title) ?? ''),
      };
      const devices = devicesShown(info.platforms);
      add(path.resolve(path.dirname(file), image), 'hero art', rel(file), () => caseCover(info), {
        file,
        field: 'imageAlt',
        index: 0,
        alt: heroAlt(str(data.title) ?? slug, devices),
      });
    }
  }

  // Blog posts: a cover each.
  for (const file of mdFiles(path.join(root, 'content', 'blog'))) {
    const id = path.basename(file, '.md');
    const cover = str(frontMatter(file)?.cover);
    if (cover)
      add(path.resolve(path.dirname(file), cover), 'blog cover', rel(file), () => blogCover(id), {
        file,
        field: 'coverAlt',
        index: 0,
        alt: blogCoverAlt(blogCoverStyle(id)),
      });
  }

  const list = (name: string): Record<string, unknown>[] => {
    const file = path.join(root, 'content', 'data', `${name}.json`);
    try {
      const data = readJson(file);
      return Array.isArray(data) ? data.filter(isRecord) : [];
    } catch (e) {
      problems.push(`content/data/${name}.json: ${(e as Error).message}; skipped`);
      return [];
    }
  };

  // Team photos: the portrait and its hover alternative.
  const team = list('team');
  for (const m of team) {
    const slug = str(m.slug) ?? str(m.name) ?? 'member';
    const frame = /^#[0-9a-f]{6}$/i.test(str(m.frame) ?? '') ? (m.frame as string) : '#0f766e';
    const photo = str(m.photo);
    const alt = str(m.secondaryPhoto);
    if (photo)
      add(staticFile(photo), 'team photo', 'content/data/team.json', () => teamPortrait(slug, frame));
    if (alt)
      add(staticFile(alt), 'team photo', 'content/data/team.json', () => teamPortrait(slug, frame, true));
  }

  // Testimonials: avatars and review-source icons.
  for (const t of list('testimonials')) {
    const name = str(t.name) ?? 'client';
    const pic = str(t.avatar);
    if (pic) add(staticFile(pic), 'avatar', 'content/data/testimonials.json', () => avatar(name));
    const icon = str(t.sourceIcon);
    if (icon) {
      const base = path.basename(icon, '.svg');
      const key = base in SOURCES ? base : (str(t.source) ?? base);
      add(staticFile(icon), 'source icon', 'content/data/testimonials.json', () => sourceIcon(key));
    }
  }

  // Client wordmarks.
  for (const c of list('clients')) {
    const logo = str(c.name);
    const label = str(c.label);
    if (logo && label)
      add(staticFile(logo), 'client logo', 'content/data/clients.json', () => clientLogo(label));
  }

  // Site brand: founder picture, the three source icons, the OG card and the favicon.
  let site: Record<string, unknown> = {};
  try {
    const data = readJson(path.join(root, 'content', 'site.json'));
    if (isRecord(data)) site = data;
  } catch (e) {
    problems.push(`content/site.json: ${(e as Error).message}`);
  }
  const founder = isRecord(site.founder) ? site.founder : {};
  const picture = str(founder.picture);
  if (picture) {
    const member = team.find((m) => m.photo === picture);
    const seed = str(member?.slug) ?? (str(founder.name) ?? 'founder').toLowerCase().replace(/\s+/g, '-');
    const frame = str(member?.frame) ?? '#0f766e';
    add(staticFile(picture), 'team photo', 'content/site.json', () => teamPortrait(seed, frame));
  }
  for (const key of Object.keys(SOURCES))
    add(staticFile(`/images/sources/${key}.svg`), 'source icon', 'fixed', () => sourceIcon(key));
  const name = str(site.name) ?? 'Fernhill Studio';
  const og = () => ogCard(name, str(site.tagline) ?? '', str(site.siteUrl) ?? '');
  add(path.join(root, FIXED.og), 'og card', 'content/site.json', og);
  add(path.join(root, FIXED.ogPng), 'og image', 'content/site.json', () => toPng(og()));
  add(path.join(root, FIXED.favicon), 'favicon', 'fixed', favicon);
  add(path.join(root, FIXED.logoPng), 'og image', 'fixed', () => toPng(favicon(), 512));

  return { jobs, problems };
}
