/**
 * `npm run leads [-- --csv] [-- --limit N]`: the stored leads of the local stack, newest first, with
 * their notification state. Reads DATA_DIR / LEADS_DB like the server; needs no database tool.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SqliteLeadStore } from '@fernhill/lead-pipeline/store/sqlite';
import { loadServerConfig } from './config.ts';
import { formatLeads, leadsCsv } from './leads-report.ts';

const { values } = parseArgs({
  options: { csv: { type: 'boolean', default: false }, limit: { type: 'string', default: '50' } },
});
const limit = Math.max(1, Number.parseInt(values.limit, 10) || 50);
const { dbPath } = loadServerConfig(process.env);

if (!existsSync(dbPath)) {
  process.stdout.write(`No leads yet: ${dbPath} does not exist (the server creates it on start).\n`);
} else {
  const store = new SqliteLeadStore(dbPath);
  try {
    const entries = await store.listLeads(values.csv ? Number.MAX_SAFE_INTEGER : limit);
    process.stdout.write(
      values.csv ? leadsCsv(entries) : formatLeads(entries, await store.countLeads(), dbPath),
    );
  } finally {
    store.close();
  }
}
