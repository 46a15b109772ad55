/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const RUNNER = path.join(__dirname, '..', 'lib', 'lighthouse-runner.ts');

// Lighthouse has no setting for its filmstrip: the runner has its trace gatherer leave the category
// out (lighthouse-runner.ts). Two real runs on a page that paints: the filmstrip is what Speed
// Index reads, so it is measured with it and cannot be without it. This fails the day Lighthouse
// stops listing the category or reads its categories some other way (then the runner throws).
it('records the trace without the filmstrip when asked, and with it by default', () => {
  const script = `
    import http from 'node:http';
    import { LighthouseRunner, withoutFilmstrip } from ${JSON.stringify(RUNNER)};
    let refused = false;
    try { withoutFilmstrip(['devtools.timeline']); } catch { refused = true; }
    const page = '<!doctype html><title>t</title><h1>Painted</h1><script>requestAnimationFrame(() => (document.body.style.background = "#eee"))</script>';
    const server = http.createServer((_, res) => res.end(page)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = 'http://127.0.0.1:' + server.address().port + '/';
    const speedIndex = async (filmstrip) => {
      const runner = new LighthouseRunner({ filmstrip });
      try {
        return (await runner.run(url)).audits['speed-index'].numericValue ?? null;
      } finally {
        await runner.close();
      }
    };
    const result = { refused, with: await speedIndex(true), without: await speedIndex(false) };
    server.close();
    console.log(JSON.stringify(result));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 150_000,
  });
  expect(run.status).toBe(0);
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
  expect(result.refused).toBe(true);
  expect(result.with).toBeGreaterThan(0);
  expect(result.without).toBeNull();
}, 180_000);
