/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { SqliteLeadStore } from '@fernhill/lead-pipeline/store/sqlite';
import type { Lead, LeadWithStatus } from '@fernhill/lead-pipeline/store/types';
import { tempDir } from '@fernhill/lead-pipeline/testing/temp';
import { csvCell, neutraliseFormula } from '../csv.ts';
import { formatLeads, leadsCsv } from '../leads-report.ts';

const lead = (id: string, minute: number, extra: Partial<Lead> = {}): Lead => ({
  id,
  receivedAt: `2026-03-02T10:0${minute}:00.000Z`,
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'We need an iOS app.',
  sendNDA: 'No',
  file: null,
  ip: '127.0.0.1',
  userAgent: null,
  ...extra,
});

describe('CSV export', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1 415 555 0142', "'+1 415 555 0142"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['plain, with comma', '"plain, with comma"'],
    ['two\nlines', '"two\nlines"'],
    ['jane@example.com', 'jane@example.com'],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('only prefixes values that start with a formula character', () => {
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });

  it('writes one row per lead with every field', () => {
    const entries: LeadWithStatus[] = [
      { lead: lead('a', 1, { name: '=HYPERLINK("http://evil.example","x")' }), outbox: null },
    ];
    const [header, row] = leadsCsv(entries).split('\r\n');
    expect(header).toBe('receivedAt,id,name,email,sendNDA,file,message,notification,attempts,sentAt');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });
});

describe('formatLeads', () => {
  it('prints newest first with the notification state, stripping terminal escapes', () => {
    const text = formatLeads(
      [
        {
          lead: lead('b', 2, { name: 'Eve\u001b[2J', file: 'http://localhost:8000/x' }),
          outbox: {
            state: 'pending',
            attempts: 2,
            nextAttemptAt: Date.parse('2026-03-02T10:05:00Z'),
            sentAt: null,
            lastError: 'ECONNREFUSED',
          },
        },
        {
          lead: lead('a', 1),
          outbox: {
            state: 'sent',
            attempts: 1,
            nextAttemptAt: 0,
            sentAt: '2026-03-02T10:01:01.000Z',
            lastError: null,
          },
        },
      ],
      2,
      'leads.sqlite',
    );
    expect(text).not.toContain('\u001b');
    expect(text.indexOf('id: b')).toBeLessThan(text.indexOf('id: a'));
    expect(text).toContain(
      'notification: pending (2 attempts, next try 2026-03-02T10:05:00.000Z, last error: ECONNREFUSED)',
    );
    expect(text).toContain('notification: sent 2026-03-02T10:01:01.000Z (1 attempt)');
    expect(text).toContain('file: http://localhost:8000/x');
  });

  it('marks a given-up notification so somebody contacts the lead by hand', () => {
    const text = formatLeads(
      [
        {
          lead: lead('c', 3),
          outbox: {
            state: 'dead',
            attempts: 20,
            nextAttemptAt: 0,
            sentAt: null,
            lastError: '550 No such user',
          },
        },
      ],
      1,
      'leads.sqlite',
    );
    expect(text).toContain(
      'notification: DEAD: not sent, given up (20 attempts, last error: 550 No such user); contact this lead by hand',
    );
  });

  it('lists the channels beside the e-mail, a given-up one with its error', () => {
    const status = { attempts: 1, nextAttemptAt: 0, sentAt: null, lastError: null };
    const text = formatLeads(
      [
        {
          lead: lead('d', 4),
          outbox: { ...status, state: 'sent' },
          channels: {
            email: { ...status, state: 'sent' },
            autoReply: { ...status, state: 'sent' },
            slack: { ...status, state: 'dead', lastError: 'Error: Slack webhook answered 404' },
            webhook: { ...status, state: 'pending' },
          },
        },
      ],
      1,
      'leads.sqlite',
    );
    expect(text).toContain(
      'channels: autoReply sent, slack DEAD (Error: Slack webhook answered 404), webhook pending',
    );
  });

  it('says when there are no leads', () => {
    expect(formatLeads([], 0, 'x.sqlite')).toBe('No leads yet in x.sqlite.\n');
  });
});

describe('npm run leads (server/leads.ts)', () => {
  const dir = tempDir('leads');
  afterAll(() => dir.remove());
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [join(__dirname, '..', 'leads.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dir.path },
      encoding: 'utf8',
    });

  it('reads the database of the server and prints it, or CSV', async () => {
    expect(run()).toContain('No leads yet');
    const store = new SqliteLeadStore(join(dir.path, 'leads.sqlite'));
    await store.saveLead(lead('first', 1));
    await store.saveLead(lead('second', 2, { name: '@Bob' }));
    store.close();
    const text = run();
    expect(text).toMatch(/^2 leads in .*leads\.sqlite, newest first:/);
    expect(text.indexOf('id: second')).toBeLessThan(text.indexOf('id: first'));
    expect(text).toContain('notification: pending (0 attempts');
    const csv = run('--csv');
    expect(csv.split('\r\n')[1]).toContain(",'@Bob,");
  });
});
