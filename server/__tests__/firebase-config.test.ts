import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECURITY_HEADERS } from '../security-headers.ts';
import { IMMUTABLE, REVALIDATE } from '../static/cache-policy.ts';

/** firebase.json must say what the local stack does, so what is tested locally is what ships. */
const root = join(__dirname, '..', '..');
interface Header {
  key: string;
  value: string;
}
interface FirebaseJson {
  hosting: {
    public: string;
    cleanUrls: boolean;
    trailingSlash: boolean;
    rewrites: Array<{ source: string; function?: { functionId: string } }>;
    redirects: Array<{ source: string; destination: string; type: number }>;
    headers: Array<{ source: string; headers: Header[] }>;
  };
  functions: Array<{ source: string; predeploy: string[] }>;
  storage: { rules: string };
  firestore: { rules: string };
}
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
const { hosting } = config;

const headersFor = (source: string) =>
  Object.fromEntries(
    (hosting.headers.find((h) => h.source === source)?.headers ?? []).map((h) => [
      h.key.toLowerCase(),
      h.value,
    ]),
  );

describe('firebase.json', () => {
  it('serves public/ with clean URLs and no trailing slash', () => {
    expect([hosting.public, hosting.cleanUrls, hosting.trailingSlash]).toEqual(['public', true, false]);
  });

  it('rewrites the API to the function', () => {
    expect(hosting.rewrites).toContainEqual(
      expect.objectContaining({
        source: '/api/contactFormV2',
        function: expect.objectContaining({ functionId: 'contactFormV2' }),
      }),
    );
  });

  it('sends the same security headers as the local stack on every response', () => {
    expect(headersFor('**')).toEqual(SECURITY_HEADERS);
  });

  it('caches hashed assets forever and revalidates HTML and page data', () => {
    expect(headersFor('/static/**')['cache-control']).toBe(IMMUTABLE);
    expect(headersFor('**/*.@(js|css)')['cache-control']).toBe(IMMUTABLE);
    expect(headersFor('**/*.@(html|json|xml|txt)')['cache-control']).toBe(REVALIDATE);
    expect(headersFor('/page-data/**')['cache-control']).toBe(REVALIDATE);
  });

  it.each([
    ['/cases', '/Cases'],
    ['/blog', '/Blog'],
    ['/DesignServices/DesignServices', '/DesignServices'],
    ['/designservices/designservices', '/DesignServices'],
    ['/cases/ankibuddy', '/Cases/AnkiBuddy'],
    ['/engineering/iosappdevelopment', '/Engineering/iOSAppDevelopment'],
  ])('redirects %s to %s (Hosting redirects are case-sensitive)', (source, destination) => {
    expect(hosting.redirects).toContainEqual({ source, destination, type: 301 });
  });

  it('lists exact redirects before the :page patterns that would otherwise catch them', () => {
    const firstPattern = hosting.redirects.findIndex((r) => r.source.includes(':'));
    const lastExact = hosting.redirects.map((r) => r.source.includes(':')).lastIndexOf(false);
    expect(firstPattern).toBeGreaterThan(lastExact);
  });

  it('has a lower-case redirect for every case study, industry and service page in content/', () => {
    const routes = [
      ...readdirSync(join(root, 'content/cases')).map((f) => `/Cases/${f.replace(/\.md$/, '')}`),
      ...readdirSync(join(root, 'content/industries')).map((f) => `/Industries/${f.replace(/\.md$/, '')}`),
    ];
    const sources = new Map(hosting.redirects.map((r) => [r.source, r.destination]));
    for (const route of routes) expect([route, sources.get(route.toLowerCase())]).toEqual([route, route]);
  });

  it('deploys the functions workspace with a build first, and wires both rule files', () => {
    expect(config.functions[0]).toMatchObject({
      source: 'functions',
      predeploy: [expect.stringContaining('run build')],
    });
    expect([config.storage.rules, config.firestore.rules]).toEqual(['storage.rules', 'firestore.rules']);
  });
});

describe('rules files', () => {
  const storageRules = readFileSync(join(root, 'storage.rules'), 'utf8');
  const firestoreRules = readFileSync(join(root, 'firestore.rules'), 'utf8');

  it('storage: create only under contact/{name}/{file}, up to 10 MB, never list/update/delete', () => {
    expect(storageRules).toContain('match /contact/{name}/{file}');
    expect(storageRules).toContain('request.resource.size <= 10 * 1024 * 1024');
    expect(storageRules).toContain('allow list, update, delete: if false;');
    expect(storageRules).not.toMatch(/if true/);
  });

  it('firestore: no client access at all', () => {
    expect(firestoreRules).toContain('allow read, write: if false;');
    expect(firestoreRules).not.toMatch(/if true|request\.auth/);
  });
});
