import { DatabaseSync } from 'node:sqlite';
import { readStackInfo, type StoredLead } from '../../e2e/support/contact-fixtures.ts';

/**
 * The lead the stack stored under a sender's (unique) name: the engines' drivers cannot read the
 * response, so the flows find their lead by what they typed.
 */
export function findLeadByName(name: string): StoredLead | undefined {
  const db = new DatabaseSync(readStackInfo().dbPath, { readOnly: true });
  try {
    const row = db
      .prepare('SELECT id, name, email, message, send_nda, file FROM leads WHERE name = ?')
      .get(name);
    return row as StoredLead | undefined;
  } finally {
    db.close();
  }
}

export { mailsForLead, samplePdf, uniqueName } from '../../e2e/support/contact-fixtures.ts';
