import path from 'node:path';
import type { ContentEntry } from '../content/check.ts';
import type { ContentTypeName, Fields } from '../content/model.ts';

/**
 * Where an upload for each image field goes: the folder the existing entries of that type already
 * use for that field (blog covers in ../images/blog, case features in ../images/features, team
 * photos in /images/team), so the editor files a new image beside its kind without a second list
 * of folders to keep in step with the content.
 */
export type ImageFolders = Record<string, string>;

/** Dotted paths of the image fields in `fields` ("cover", "features.image", "hero.image"). */
export function imageFieldPaths(fields: Fields, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const at = `${prefix}${name}`;
    if (field.kind === 'file' || field.kind === 'asset') return [at];
    if (field.kind === 'object' || field.kind === 'objects') return imageFieldPaths(field.fields, `${at}.`);
    return [];
  });
}

const valuesAt = (data: unknown, keys: string[]): unknown[] => {
  if (keys.length === 0) return [data];
  if (Array.isArray(data)) return data.flatMap((item) => valuesAt(item, keys));
  if (data && typeof data === 'object')
    return valuesAt((data as Record<string, unknown>)[keys[0]!], keys.slice(1));
  return [];
};

/** The most used folder of each image field of `type`, keyed `<type>.<path>`. */
export function imageFolders(
  entries: readonly ContentEntry[],
  type: ContentTypeName,
  fields: Fields,
  /** Only entries directly in the type's folder: relative paths differ one level down. */
  accept: (entry: ContentEntry) => boolean = () => true,
): ImageFolders {
  const folders: ImageFolders = {};
  for (const at of imageFieldPaths(fields)) {
    const counts = new Map<string, number>();
    for (const entry of entries.filter((e) => e.type === type && accept(e)))
      for (const value of valuesAt(entry.data, at.split('.')))
        if (typeof value === 'string' && value.includes('/')) {
          const dir = path.posix.dirname(value);
          counts.set(dir, (counts.get(dir) ?? 0) + 1);
        }
    const best = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (best) folders[`${type}.${at}`] = best[0];
  }
  return folders;
}
