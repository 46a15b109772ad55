/** Writing generated art without clobbering real images a writer committed in its place. */
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { MARKER_TEXT } from './svg.ts';

export type WriteResult = 'created' | 'updated' | 'unchanged' | 'kept';

/** True when the file exists and carries the generator's marker. */
export function isGenerated(file: string): boolean {
  return fs.existsSync(file) && fs.readFileSync(file).includes(MARKER_TEXT);
}

/**
 * Writes `content` to `file` unless the file exists without the marker (a hand-made image:
 * 'kept'). Identical content is not rewritten, so a second run touches nothing.
 */
export function writeArt(file: string, content: string | Buffer): WriteResult {
  const next = typeof content === 'string' ? Buffer.from(content) : content;
  if (fs.existsSync(file)) {
    const current = fs.readFileSync(file);
    if (!current.includes(MARKER_TEXT)) return 'kept';
    if (current.equals(next)) return 'unchanged';
    fs.writeFileSync(file, next);
    return 'updated';
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next);
  return 'created';
}

/** Adds the marker to a PNG as a tEXt chunk right after IHDR, so a PNG is recognised as generated too. */
export function markPng(png: Buffer): Buffer {
  const afterIhdr = 8 + 8 + png.readUInt32BE(8) + 4;
  const body = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`Software\0${MARKER_TEXT}`, 'latin1')]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  return Buffer.concat([png.subarray(0, afterIhdr), chunk, png.subarray(afterIhdr)]);
}

/** Generated SVGs and PNGs under the given folders (recursively). */
export function listGenerated(dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, d.name);
      if (d.isDirectory()) walk(full);
      else if (/\.(svg|png)$/.test(d.name) && isGenerated(full)) out.push(full);
    }
  };
  dirs.forEach(walk);
  return out.sort();
}
