/** @jest-environment node */
import path from 'node:path';
import { runModule } from './support/run-module';

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
  const result = runModule(script) as { refused: boolean; with: number | null; without: number | null };
  expect(result.refused).toBe(true);
  expect(result.with).toBeGreaterThan(0);
  expect(result.without).toBeNull();
}, 180_000);

// Lighthouse leaves an origin's local storage, IndexedDB and cookies between runs in one browser,
// and this site's pages read local storage to take a returning visitor's path (the brand font at
// once). Two real runs in one runner on a page that tells the server which visit it is: both must
// be first visits. Fails if the runner stops clearing them, or Lighthouse ignores the setting.
it('makes every run in one browser a first visit', () => {
  const script = `
    import http from 'node:http';
    import { LighthouseRunner } from ${JSON.stringify(RUNNER)};
    const seen = [];
    const page =
      '<!doctype html><title>t</title><h1>Visit</h1><script>' +
      'const before = localStorage.getItem("v") || document.cookie.includes("v=1") ? "returning" : "first";' +
      'localStorage.setItem("v", "1"); document.cookie = "v=1; max-age=3600";' +
      'fetch("/visit/" + before);</script>';
    const server = http
      .createServer((req, res) => {
        if (req.url.startsWith('/visit/')) seen.push(req.url.slice(7));
        res.end(req.url === '/' ? page : '');
      })
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const runner = new LighthouseRunner({ filmstrip: false });
    try {
      for (let run = 0; run < 2; run++) await runner.run('http://127.0.0.1:' + server.address().port + '/');
    } finally {
      await runner.close();
      server.close();
    }
    console.log(JSON.stringify(seen));
  `;
  const seen = runModule(script) as string[];
  // At least a load a run, and every load a first visit.
  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(new Set(seen)).toEqual(new Set(['first']));
}, 180_000);
