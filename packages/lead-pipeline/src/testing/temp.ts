import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh directory per test file, removed afterwards. */
export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `fernhill-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
