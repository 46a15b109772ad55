import { join, resolve } from 'node:path';
import { loadPipelineConfig } from '@fernhill/lead-pipeline/config';
import type { PipelineConfig } from '@fernhill/lead-pipeline/config';
import type { Env } from '@fernhill/lead-pipeline/env';
import { intEnv, stringEnv } from '@fernhill/lead-pipeline/env';
import { LOCAL_BUCKET } from '@fernhill/lead-pipeline/contact/local-storage';

/**
 * Configuration of the local stack (`npm start`, `npm run serve`). Every value has a default;
 * server/README.md lists the variables.
 */
export interface LocalStackConfig {
  port: number;
  host: string;
  publicDir: string;
  /** firebase.json as deployed: the build writes it with the redirects derived from its routes. */
  hostingConfig: string;
  dataDir: string;
  dbPath: string;
  uploadsDir: string;
  sqliteSynchronous: 'NORMAL' | 'FULL';
  bucket: string;
  /** The captcha policy reads RECAPTCHA_SECRET / RECAPTCHA_VERIFY_URL from here. */
  env: Env;
  /** From FILE_URL_PREFIXES; null: this server's own storage URLs (known once listening). */
  fileUrlPrefixes: string[] | null;
  pipeline: Omit<PipelineConfig, 'contact'>;
  maxBodyBytes: number;
}

/** The bucket name the browser uses when it talks to this stand-in (src/features/contact/firebase/config.ts). */
export const DEFAULT_BUCKET = LOCAL_BUCKET;

export function loadServerConfig(env: Env, cwd = process.cwd()): LocalStackConfig {
  const dataDir = resolve(cwd, stringEnv(env, 'DATA_DIR', '.data'));
  const bucket = stringEnv(env, 'STORAGE_BUCKET', DEFAULT_BUCKET);
  const { contact, ...pipeline } = loadPipelineConfig(env, { bucket, storageOrigins: [] });
  return {
    port: intEnv(env, 'PORT', 8000),
    host: stringEnv(env, 'HOST', '127.0.0.1'),
    publicDir: resolve(cwd, stringEnv(env, 'PUBLIC_DIR', 'public')),
    hostingConfig: resolve(cwd, stringEnv(env, 'HOSTING_CONFIG', 'firebase.deploy.json')),
    dataDir,
    dbPath: resolve(dataDir, stringEnv(env, 'LEADS_DB', 'leads.sqlite')),
    uploadsDir: join(dataDir, 'uploads'),
    sqliteSynchronous:
      stringEnv(env, 'SQLITE_SYNCHRONOUS', 'NORMAL').toUpperCase() === 'FULL' ? 'FULL' : 'NORMAL',
    bucket,
    env,
    fileUrlPrefixes: env['FILE_URL_PREFIXES']?.trim() ? [...contact.fileUrlPrefixes] : null,
    pipeline: { ...pipeline },
    maxBodyBytes: contact.maxBodyBytes,
  };
}
