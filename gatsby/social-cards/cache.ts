/**
 * Cards kept between builds: each is stored in Gatsby's cache folder for this build step under the
 * hash of everything it is drawn from, so an unchanged page is copied, not drawn again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Raise when the drawing changes, so that every card is drawn anew once. */
export const RENDERER_VERSION = 1;

export function cardKey(parts: readonly (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256').update(`v${RENDERER_VERSION}`);
  for (const part of parts) hash.update('\0').update(part);
  return hash.digest('hex').slice(0, 32);
}

export interface CardCache {
  /** The card's PNG, from the cache when its key is there, else drawn by `render` and stored. */
  get(key: string, render: () => Promise<Buffer>): Promise<{ png: Buffer; hit: boolean }>;
  /** Forgets cards no page asked for in this build (pages changed or gone). */
  prune(used: ReadonlySet<string>): Promise<void>;
}

/** A cache in `dir` (Gatsby gives each build step's `cache.directory`). */
export function folderCache(dir: string): CardCache {
  return {
    async get(key, render) {
      const file = path.join(dir, `${key}.png`);
      const kept = await fs.readFile(file).catch(() => null);
      if (kept) return { png: kept, hit: true };
      const png = await render();
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file, png);
      return { png, hit: false };
    },
    async prune(used) {
      const files = await fs.readdir(dir).catch(() => [] as string[]);
      const stale = files.filter((f) => f.endsWith('.png') && !used.has(f.slice(0, -4)));
      await Promise.all(stale.map((f) => fs.rm(path.join(dir, f), { force: true })));
    },
  };
}
