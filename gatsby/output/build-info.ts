import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file of a directory, relative paths, sorted (stable across machines). */
function filesOf(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory()
        ? filesOf(full, base)
        : [path.relative(base, full).split(path.sep).join('/')];
    })
    .sort();
}

/**
 * A fingerprint of what a deploy would serve: every file under public/ (but build-info.json, which
 * carries it) and the hosting configuration. Two builds of the same commit on the same day agree;
 * a post whose date has come makes it differ. The scheduled publish compares it with the live one.
 */
export function contentFingerprint(publicDir: string, deployConfig: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(publicDir)) {
    if (file === 'build-info.json') continue;
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(publicDir, file)))
      .update('\0');
  }
  hash.update(fs.readFileSync(deployConfig));
  return hash.digest('hex');
}

/**
 * /build-info.json: the compilation hash the browser polls to notice a new deploy (spec §7 "Build
 * info"), when it was built, the content fingerprint the scheduled publish compares, and, for a
 * preview build (PREVIEW_DRAFTS), `preview: true`, so the static diff builds its base the same way.
 */
export function writeBuildInfo(
  publicDir: string,
  compilationHash: string,
  deployConfig: string,
  { preview = false } = {},
): void {
  const info = {
    id: compilationHash,
    builtAt: new Date().toISOString(),
    contentHash: contentFingerprint(publicDir, deployConfig),
    ...(preview && { preview }),
  };
  fs.writeFileSync(path.join(publicDir, 'build-info.json'), JSON.stringify(info));
}
