import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from '@fernhill/lead-pipeline/testing/free-port';

/**
 * The editor's local backend for a test: decap-server (as `npm run cms` runs it) writing into a
 * temporary copy of the repository's content/ and static/, never the real ones. The built /admin/
 * names decap-server's usual address; the page's requests to it are handed to this one.
 */
export interface Cms {
  /** The copy's root: content/ and static/ as the repository has them. */
  root: string;
  port: number;
  stop: () => Promise<void>;
}

const repo = process.cwd();

/**
 * decap-server as `npm run cms` runs it, writing into `root`'s content/ and static/, once it
 * answers on `port`.
 */
export async function startDecapServer(root: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(repo, 'node_modules/decap-server/dist/index.js')], {
    env: { ...process.env, GIT_REPO_DIRECTORY: root, PORT: String(port), MODE: 'fs' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/api/v1`;
  for (let i = 0; ; i++) {
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    if (i > 100) {
      server.kill();
      throw new Error('decap-server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startCms(): Promise<Cms> {
  const root = mkdtempSync(path.join(tmpdir(), 'fernhill-cms-'));
  for (const dir of ['content', 'static'])
    cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
  const port = await freePort();
  const server = await startDecapServer(root, port);
  return {
    root,
    port,
    stop: async () => {
      server.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** decap-server's actions that change files (persistEntry, deleteFiles, …). */
const WRITES = /^(add|persist|delete|update|publish|unpublish)/i;

/** Opens the built editor with its local backend answered by `cms`, logged in. */
export async function openEditor(page: Page, cms: Cms, hash = '') {
  const config = await (await page.request.get('/admin/config.js')).text();
  const backend = /"local_backend":\s*\{\s*"url":\s*"([^"]+)"/.exec(config)![1]!;
  await page.route(backend, async (route) => {
    const url = `http://127.0.0.1:${cms.port}/api/v1`;
    const response = await route.fetch({ url }).catch(async (error: Error) => {
      // A reused connection that decap-server had just closed (CI saw ECONNRESET on a read): a read
      // is asked again; a write is not, since it may have been done.
      const action = (route.request().postDataJSON() as { action?: string } | null)?.action ?? '';
      if (!/ECONNRESET/.test(error.message) || WRITES.test(action)) throw error;
      return route.fetch({ url });
    });
    await route.fulfill({ response });
  });
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Blog posts' }).waitFor();
  if (hash) await page.goto(`/admin/${hash}`);
}
