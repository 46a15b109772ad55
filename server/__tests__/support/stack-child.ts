import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { writeHostingFixture, writeSiteFixture } from './site-fixture.ts';

/**
 * The local stack in a process of its own (memory-child.ts: port 0, its URL on the first line of
 * stdout, logs on stderr), serving the fixture site from `dir` with no rate-limit burst.
 */
export function spawnStackChild(dir: string): ChildProcessWithoutNullStreams {
  writeSiteFixture(`${dir}/public`);
  writeHostingFixture(`${dir}/firebase.deploy.json`);
  return spawn(process.execPath, [join(__dirname, 'memory-child.ts')], {
    cwd: dir,
    env: { ...process.env, DATA_DIR: 'data', RATE_LIMIT_BURST: '0' },
  });
}
