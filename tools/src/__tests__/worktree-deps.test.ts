/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkDependencies } from '../lib/worktree-deps.ts';

// bench:build measured the ref before a workspace package changed with today's package.
test('a worktree gets this checkout’s dependencies but its own workspace packages', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'worktree-deps-'));
  const [root, worktree] = [path.join(tmp, 'root'), path.join(tmp, 'tree')];
  for (const base of [root, worktree]) {
    fs.mkdirSync(path.join(base, 'packages/rules'), { recursive: true });
    fs.writeFileSync(path.join(base, 'packages/rules/index.js'), base);
  }
  fs.mkdirSync(path.join(root, 'node_modules/@scope'), { recursive: true });
  fs.mkdirSync(path.join(root, 'node_modules/zod'));
  fs.writeFileSync(path.join(root, 'node_modules/zod/index.js'), 'zod');
  fs.symlinkSync('../../packages/rules', path.join(root, 'node_modules/@scope/rules'));
  try {
    linkDependencies(root, worktree);
    const read = (p: string) => fs.readFileSync(path.join(worktree, 'node_modules', p), 'utf8');
    expect(read('@scope/rules/index.js')).toBe(worktree);
    expect(read('zod/index.js')).toBe('zod');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
