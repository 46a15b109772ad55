import fs from 'node:fs';
import path from 'node:path';

/**
 * Gives a worktree of another ref this checkout's installed dependencies without a new install,
 * but its own workspace packages. A symlinked node_modules would not do: npm links a workspace
 * package relatively (`@fernhill/content-rules -> ../../packages/content-rules`), and a relative
 * link resolves where it really lives, so the older ref would build with today's packages.
 * Each entry becomes a link to this checkout's, except workspace links, copied as they are (so they
 * resolve inside the worktree); scopes (`@x/`) are mirrored one level down.
 */
export function linkDependencies(root: string, worktree: string, dir = 'node_modules'): void {
  const source = path.join(root, dir);
  const target = path.join(worktree, dir);
  if (!fs.existsSync(source) || fs.existsSync(target) || !fs.existsSync(path.dirname(target))) return;
  mirror(source, target, path.join(root, 'node_modules'));
}

function mirror(source: string, target: string, installed: string): void {
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    const link = entry.isSymbolicLink() ? fs.readlinkSync(from) : null;
    const workspace =
      link !== null && !path.isAbsolute(link) && !isInside(path.resolve(source, link), installed);
    if (workspace) fs.symlinkSync(link, to);
    else if (entry.isDirectory() && entry.name.startsWith('@')) mirror(from, to, installed);
    else fs.symlinkSync(from, to);
  }
}

const isInside = (file: string, dir: string) => !path.relative(dir, file).startsWith('..');
