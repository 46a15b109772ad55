import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where stack.ts tells the specs about its temporary folders (one file per port). */
export interface StackInfo {
  url: string;
  /** SQLite file of the stored leads. */
  dbPath: string;
  /** One JSON file per mail the SMTP server received. */
  mailDir: string;
  uploadsDir: string;
  /** The stack's JSON log lines. */
  logPath: string;
}

/** The one source of the browser suite's port: E2E_PORT, never PORT (that is the app's, for npm start). */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 8123);

// Outside test-results/: Playwright empties that folder when a run starts.
export const stackInfoPath = (port = e2ePort()) => join(tmpdir(), `fernhill-e2e-stack-${port}.json`);
