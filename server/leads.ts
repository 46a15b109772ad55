/**
 * `npm run leads [-- --csv] [-- --limit N]`: the stored leads of the local stack, newest first, with
 * their notification state. Reads DATA_DIR / LEADS_DB like the server; needs no database tool.
 * `-- --project <id>`: the same report from a Firebase project's Firestore, through the Admin SDK
 * (application default credentials: `gcloud auth application-default login`; or the emulator named
 * by FIRESTORE_EMULATOR_HOST).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { LeadReader } from '@fernhill/lead-pipeline/store/types';
import { loadServerConfig } from './config.ts';
import { formatLeads, leadsCsv } from './leads-report.ts';

const { values } = parseArgs({
  options: {
    csv: { type: 'boolean', default: false },
    limit: { type: 'string', default: '50' },
    project: { type: 'string' },
  },
});
const limit = Math.max(1, Number.parseInt(values.limit, 10) || 50);

async function report(reader: LeadReader, source: string): Promise<string> {
  const entries = await reader.listLeads(values.csv ? Number.MAX_SAFE_INTEGER : limit);
  return values.csv ? leadsCsv(entries) : formatLeads(entries, await reader.countLeads(), source);
}

if (values.project) {
  const { deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { FirestoreLeadStore } = await import('@fernhill/lead-pipeline/store/firestore');
  const app = initializeApp({ projectId: values.project });
  const store = new FirestoreLeadStore(getFirestore(app));
  process.stdout.write(await report(store, `Firestore of ${values.project}`));
  await deleteApp(app);
} else {
  const { dbPath } = loadServerConfig(process.env);
  if (!existsSync(dbPath)) {
    process.stdout.write(`No leads yet: ${dbPath} does not exist (the server creates it on start).\n`);
  } else {
    const { SqliteLeadStore } = await import('@fernhill/lead-pipeline/store/sqlite');
    const store = new SqliteLeadStore(dbPath);
    try {
      process.stdout.write(await report(store, dbPath));
    } finally {
      store.close();
    }
  }
}
