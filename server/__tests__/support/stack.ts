import { createMemoryLogger } from '@fernhill/lead-pipeline/testing/memory-logger';
import { tempDir } from '@fernhill/lead-pipeline/testing/temp';
import { startLocalStack } from '../../app.ts';
import type { LocalStack, LocalStackOverrides } from '../../app.ts';
import { loadServerConfig } from '../../config.ts';
import { writeHostingFixture, writeSiteFixture } from './site-fixture.ts';

export interface TestStack extends LocalStack {
  log: ReturnType<typeof createMemoryLogger>;
  stop(): Promise<void>;
}

/** The local stack in-process on port 0, with a fixture build and its own data folder. */
export async function startTestStack(
  env: Record<string, string> = {},
  overrides: LocalStackOverrides = {},
): Promise<TestStack> {
  const dir = tempDir('stack');
  writeSiteFixture(`${dir.path}/public`);
  writeHostingFixture(`${dir.path}/firebase.deploy.json`);
  const log = createMemoryLogger();
  const config = loadServerConfig(
    { PORT: '0', PUBLIC_DIR: 'public', DATA_DIR: 'data', RATE_LIMIT_BURST: '0', ...env },
    dir.path,
  );
  const stack = await startLocalStack(config, { log, ...overrides });
  return {
    ...stack,
    log,
    async stop() {
      await stack.close();
      dir.remove();
    },
  };
}
