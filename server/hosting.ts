import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import superstaticModule from 'superstatic';
import fsProviderModule from 'superstatic/lib/providers/fs.js';

/**
 * Firebase Hosting for the local stack, read from the deployable configuration itself: superstatic
 * (the library behind firebase-tools' Hosting emulator) applies its clean URLs, trailing-slash rule,
 * redirects, headers, rewrites and 404 page, so what is served here is what the config says.
 */
export type FunctionHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface HostingConfig {
  public: string;
  rewrites?: Array<{ source: string; function?: string | { functionId: string }; destination?: string }>;
  [key: string]: unknown;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
// superstatic is CommonJS with its factory on `default`: Node hands over module.exports, Babel (Jest)
// the factory itself.
type Factory = (spec: object) => Middleware;
const loaded = superstaticModule as unknown as Factory | { default: Factory };
const superstatic = typeof loaded === 'function' ? loaded : loaded.default;

type FileFound = object | null;
type Provider = (req: IncomingMessage, pathname: string) => Promise<FileFound>;
type ProviderFactory = (options: { cwd: string; public: string }) => Provider;
// Typed as `export {}` by the package; CommonJS with module.exports = factory (see above).
const fsProvider = fsProviderModule as unknown as ProviderFactory;

// How long a path that is not a file is remembered as such: a POST to the function would otherwise
// cost several failed stat() calls (Hosting looks for a file before applying rewrites), halving
// what the contact endpoint serves under load. Short, so a rebuild is seen at once.
const MISSING_FOR_MS = 1000;

// A path no file can have (a segment over the file system's 255 bytes, a file used as a folder) is a
// page that does not exist: 404, as Hosting answers it, rather than a 500 whose stack trace, printed
// by superstatic, carries the path. Checked before the stat, since superstatic rewraps some errors
// without their code.
const NAME_MAX_BYTES = 255;
const PATH_MAX_BYTES = 4096;
function cannotBeAFile(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return true;
  }
  return (
    Buffer.byteLength(decoded) > PATH_MAX_BYTES ||
    decoded.split('/').some((segment) => Buffer.byteLength(segment) > NAME_MAX_BYTES)
  );
}
function notAFile(error: unknown): null {
  if (['ENAMETOOLONG', 'ENOTDIR', 'EINVAL'].includes(String((error as NodeJS.ErrnoException).code)))
    return null;
  throw error;
}

/** superstatic's own file provider, remembering misses briefly. */
function filesOf(publicDir: string): Provider {
  const files = fsProvider({ cwd: publicDir, public: '.' });
  const missing = new Map<string, number>();
  return async (req, pathname) => {
    const now = Date.now();
    if ((missing.get(pathname) ?? 0) > now || cannotBeAFile(pathname)) return null;
    const found = await files(req, pathname).catch(notAFile);
    if (!found) {
      if (missing.size >= 10_000) missing.clear();
      missing.set(pathname, now + MISSING_FOR_MS);
    }
    return found;
  };
}

/** The `hosting` section of a firebase.json-shaped file. */
export function readHostingConfig(file: string): HostingConfig {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { hosting?: HostingConfig };
  if (!parsed.hosting) throw new Error(`${file} has no "hosting" section`);
  return parsed.hosting;
}

const functionId = (target: string | { functionId: string }) =>
  typeof target === 'string' ? target : target.functionId;

export function createHosting(options: {
  publicDir: string;
  config: HostingConfig;
  functions: Record<string, FunctionHandler>;
}): FunctionHandler {
  for (const rewrite of options.config.rewrites ?? []) {
    if (rewrite.function && !options.functions[functionId(rewrite.function)])
      throw new Error(`firebase.json rewrites ${rewrite.source} to a function this server does not host`);
  }
  const middleware = superstatic({
    // superstatic joins `public` onto `cwd`, so the build folder is the cwd.
    config: { ...options.config, public: '.' },
    cwd: options.publicDir,
    provider: filesOf(options.publicDir),
    compression: true,
    fallthrough: false,
    // superstatic's 'strict' stack (the Hosting emulator's) with the headers before the redirects,
    // so a redirect carries the same security headers as every other answer (see server/README.md).
    stack: ['headers', 'redirects', 'files', 'rewrites', 'missing'],
    rewriters: {
      function: async (rewrite: { function: string | { functionId: string } }) => {
        const handler = options.functions[functionId(rewrite.function)]!;
        // A function that throws answers 500 instead of ending the whole stack (an unhandled rejection).
        return (req: IncomingMessage, res: ServerResponse) =>
          void Promise.resolve()
            .then(() => handler(req, res))
            .catch(() => (res.headersSent ? res.destroy() : res.writeHead(500).end()));
      },
    },
  });
  return (req, res) =>
    new Promise((resolve, reject) => {
      res.once('close', () => resolve());
      middleware(req, res, (error) => (error ? reject(error) : resolve()));
    });
}

/**
 * Hosting that follows its configuration file: a build run while the server is up rewrites
 * firebase.deploy.json (each page's CSP lists the hashes of that build's inline scripts), and a
 * server still applying the old one would block every page's start-up script. The file's change
 * time is checked at most once a second; a file that does not parse (caught mid-write) keeps the
 * configuration in force until the next check.
 */
export function createReloadingHosting(options: {
  publicDir: string;
  configFile: string;
  functions: Record<string, FunctionHandler>;
  onReload?: (error?: unknown) => void;
  now?: () => number;
}): FunctionHandler {
  const now = options.now ?? Date.now;
  const changedAt = () => statSync(options.configFile).mtimeMs;
  let loadedFrom = changedAt();
  let checkedAt = now();
  let hosting = createHosting({ ...options, config: readHostingConfig(options.configFile) });
  return (req, res) => {
    if (now() - checkedAt >= 1000) {
      checkedAt = now();
      try {
        const mtime = changedAt();
        if (mtime !== loadedFrom) {
          hosting = createHosting({ ...options, config: readHostingConfig(options.configFile) });
          loadedFrom = mtime;
          options.onReload?.();
        }
      } catch (error) {
        options.onReload?.(error);
      }
    }
    return hosting(req, res);
  };
}
