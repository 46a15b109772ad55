/** Starts the real local stack (the one `npm start` runs) in-process, quietly, on a free port. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalStack } from '@fernhill/local-server/app';
import { loadServerConfig } from '@fernhill/local-server/config';

export type RunningSite = { url: string; port: number; close: () => Promise<void> };

/**
 * `port` 0 picks a free port. The stack's lead database and uploads go to a temporary folder so a
 * benchmark never touches `.data/`; only server errors are logged (to stderr).
 */
export async function startSite({
  root,
  publicDir,
  port = 0,
  hostingConfig,
}: {
  root: string;
  publicDir: string;
  port?: number;
  /** Another build's firebase.deploy.json (its per-page script hashes); the root's by default. */
  hostingConfig?: string;
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-data-'));
  const config = loadServerConfig(
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_DIR: publicDir,
      DATA_DIR: dataDir,
      ...(hostingConfig && { HOSTING_CONFIG: hostingConfig }),
    },
    root,
  );
  const quiet = {
    info: () => {},
    warn: () => {},
    error: (event: string, fields?: Record<string, unknown>) =>
      console.error(`server error: ${event} ${JSON.stringify(fields ?? {})}`),
  };
  const stack = await startLocalStack(config, { log: quiet });
  const site: RunningSite = {
    url: stack.url,
    port: stack.port,
    async close() {
      await stack.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}
