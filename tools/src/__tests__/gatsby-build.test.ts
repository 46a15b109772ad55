/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The build slot: a tool waits while another `gatsby build` runs, but never for the shell that
 * started it (`bash -c "npx gatsby build && npm run bench:twin"` waited on itself for ever).
 */
it('finds another gatsby build, and not the command line that started this one', async () => {
  const module = path.join(__dirname, '..', 'lib', 'gatsby-build.ts');
  const other = spawn('bash', ['-c', 'sleep 30; true # gatsby build'], { stdio: 'ignore' });
  try {
    // Two commands, so bash stays the parent instead of exec'ing node.
    const script = `import(${JSON.stringify(module)}).then(async (m) => console.log(JSON.stringify(await m.runningGatsbyBuilds())))`;
    const result = spawnSync('bash', ['-c', `"${process.execPath}" -e '${script}'; true # gatsby build`], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(0);
    const pids = JSON.parse(result.stdout) as number[];
    expect(pids).toContain(other.pid);
    expect(pids).not.toContain(result.pid);
  } finally {
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
  }
});
