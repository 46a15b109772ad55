/**
 * Writes a social card for every built page into public/og/ (socialCardPath), each drawn from its
 * title, section and art, or copied from the cache when none of these changed since the last build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { socialCardPath } from '@fernhill/content-rules/social-card';
import { cardKey, folderCache } from './cache.ts';
import { cardPage, type ContentNode } from './pages.ts';
import { renderCard } from './render.ts';

export interface CardBuild {
  root: string;
  publicDir: string;
  /** Gatsby's cache folder for this step (the `cache.directory` of node APIs). */
  cacheDir: string;
  site: { name: string; url: string };
  pages: { path: string; id?: string }[];
  getNode: (id: string) => ContentNode | undefined;
}

export interface CardReport {
  written: number;
  drawn: number;
  seconds: number;
}

const artType = (file: string) =>
  file.endsWith('.png') ? ('image/png' as const) : ('image/svg+xml' as const);

export async function writeSocialCards(build: CardBuild): Promise<CardReport> {
  const started = performance.now();
  const { root, publicDir, site } = build;
  const mark = await fs.readFile(path.join(root, 'static', 'favicon.svg'));
  const cache = folderCache(build.cacheDir);
  const used = new Set<string>();
  let drawn = 0;
  // One at a time: each draw is CPU-bound, and the build shares its machine with Gatsby's workers.
  for (const page of build.pages) {
    const info = cardPage({
      route: page.path,
      node: page.id ? build.getNode(page.id) : undefined,
      root,
      publicDir,
      siteName: site.name,
    });
    const art = info.art ? { type: artType(info.art), data: await fs.readFile(info.art) } : undefined;
    const key = cardKey([info.title, info.section, site.name, site.url, mark, art?.data ?? '']);
    used.add(key);
    const { png, hit } = await cache.get(key, () =>
      renderCard({ title: info.title, section: info.section, site, mark, ...(art && { art }) }),
    );
    if (!hit) drawn++;
    const out = path.join(publicDir, socialCardPath(page.path));
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, png);
  }
  await cache.prune(used);
  return { written: build.pages.length, drawn, seconds: (performance.now() - started) / 1000 };
}
