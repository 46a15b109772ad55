/** @jest-environment node */
import { createCspReportHandler, parseCspReports } from '../csp.ts';
import { createMemoryLogger } from '../../testing/memory-logger.ts';

const legacy = JSON.stringify({
  'csp-report': {
    'document-uri': 'https://fernhill.studio/Cases/Mila',
    'blocked-uri': 'inline',
    'effective-directive': 'script-src-elem',
    'script-sample': 'alert(1)',
    'line-number': 12,
    referrer: 'not logged',
  },
});
const reportTo = JSON.stringify([
  {
    type: 'csp-violation',
    url: 'https://fernhill.studio/',
    body: { documentURL: 'https://fernhill.studio/', blockedURL: 'https://evil.example/x.js', effectiveDirective: 'script-src-elem' },
  },
  { type: 'deprecation', body: { id: 'x' } },
]);

describe('CSP violation reports', () => {
  it('reads both report formats, keeping only values from closed sets (never the sample: anyone can fill it)', () => {
    expect(parseCspReports(legacy)).toEqual([{ blocked: 'inline', directive: 'script-src-elem', line: 12 }]);
    expect(parseCspReports(reportTo)).toEqual([{ blocked: 'https', directive: 'script-src-elem' }]);
    expect(parseCspReports('not json')).toEqual([]);
  });

  // Issue 32 #2: the directive, the line number and the addresses were logged as free text.
  it('logs no address, a directive outside the spec as "other", and a line only as a number in bounds', () => {
    const report = (fields: Record<string, unknown>) => JSON.stringify({ 'csp-report': fields });
    expect(
      parseCspReports(
        report({
          'document-uri': 'https://fernhill.studio/Contact?email=maria%40example.de#name=Maria',
          'blocked-uri': 'https://maria.example/x.js',
          'source-file': 'https://fernhill.studio/maria-mueller.js',
          'effective-directive': 'Maria Müller maria@example.de',
          'line-number': 'Maria Müller',
          'column-number': 12.5,
          disposition: 'maria',
        }),
      ),
    ).toEqual([{ blocked: 'https', directive: 'other' }]);
    expect(
      parseCspReports(
        report({ 'violated-directive': "style-src-attr 'self'", 'line-number': 1e12, 'blocked-uri': 'data' }),
      ),
    ).toEqual([{ directive: 'style-src-attr', blocked: 'data' }]);
    expect(
      parseCspReports(report({ 'effective-directive': 'img-src', 'line-number': '40', disposition: 'report' })),
    ).toEqual([{ directive: 'img-src', line: 40, disposition: 'report' }]);
  });

  it('logs one WARNING per violation, 204; refuses other methods, junk and big bodies', async () => {
    const log = createMemoryLogger();
    const handle = createCspReportHandler({ log, now: () => 0 });
    const post = (body: string) => handle({ method: 'POST', headers: {}, rawBody: Buffer.from(body) });
    expect(await post(legacy)).toEqual({ status: 204 });
    expect(log.entries).toEqual([expect.objectContaining({ severity: 'WARNING', event: 'csp.violation', blocked: 'inline' })]);
    expect(await post('{}')).toMatchObject({ status: 400, body: { error: 'notAReport' } });
    expect(await post('x'.repeat(20_000))).toMatchObject({ status: 413, body: { error: 'tooLarge' } });
    expect(await handle({ method: 'GET', headers: {}, rawBody: Buffer.alloc(0) })).toMatchObject({
      status: 405,
      headers: { allow: 'POST' },
    });
    expect(log.entries).toHaveLength(1);
  });

  it('writes at most perMinute lines a minute, however many reports arrive', async () => {
    const log = createMemoryLogger();
    let now = 0;
    const handle = createCspReportHandler({ log, now: () => now, perMinute: 3 });
    for (let i = 0; i < 10; i++) await handle({ method: 'POST', headers: {}, rawBody: Buffer.from(legacy) });
    expect(log.entries).toHaveLength(3);
    now = 60_000;
    await handle({ method: 'POST', headers: {}, rawBody: Buffer.from(legacy) });
    expect(log.entries).toHaveLength(4);
  });
});
