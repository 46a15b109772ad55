import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A miniature Gatsby build: the file layout `gatsby build` writes to public/. */
export const BUNDLE = `/* app bundle */\n${'console.log("Fernhill Studio");\n'.repeat(400)}`;
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const FILES: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Home</title>',
  'Cases/index.html': '<!doctype html><title>Cases</title>',
  'Cases/AnkiBuddy/index.html': '<!doctype html><title>AnkiBuddy</title>',
  'Cases/Uplife/index.html': '<!doctype html><title>Uplife</title>',
  'Blog/index.html': '<!doctype html><title>Blog</title>',
  'Blog/how-to-scope-an-mvp/index.html': '<!doctype html><title>MVP</title>',
  'DesignServices/index.html': '<!doctype html><title>Design</title>',
  'Engineering/iOSAppDevelopment/index.html': '<!doctype html><title>iOS</title>',
  '404.html': '<!doctype html><title>Not found</title><p>Page not found</p>',
  '404/index.html': '<!doctype html><title>Not found</title><p>Page not found</p>',
  'page-data/index/page-data.json': '{"path":"/"}',
  'page-data/app-data.json': '{"webpackCompilationHash":"abc"}',
  'app-0123456789abcdef0123.js': BUNDLE,
  'styles.0123456789abcdef0123.css': 'body{margin:0}'.repeat(100),
  'sw.js': 'self.addEventListener("install",()=>{})',
  'static/1a2b3c/logo.png': PNG,
  'sitemap-index.xml': '<?xml version="1.0"?><sitemapindex/>',
  'rss.xml': '<?xml version="1.0"?><rss/>',
  'atom.xml': '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"/>',
  'feed.json': '{"version":"https://jsonfeed.org/version/1.1"}',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  // The search's bundle (docs/search.md): scripts and lists under fixed names, the index by content hash.
  'pagefind/pagefind.js': 'export const search = () => null;',
  'pagefind/preload.json': '{"terms":[],"sections":[],"bytes":0}',
  'pagefind/pagefind.en_0123456789.pf_meta': 'meta',
  'pagefind/index/en_0123456.pf_index': 'chunk',
  'pagefind/fragment/en_0123456.pf_fragment': 'fragment',
  'pagefind/filter/en_0123456.pf_filter': 'filter',
};

export function writeSiteFixture(publicDir: string): void {
  for (const [path, content] of Object.entries(FILES)) {
    const full = join(publicDir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

/** What the build would write for the fixture's routes: firebase.json plus the derived redirects. */
const FIXTURE_REDIRECTS: Record<string, string> = {
  '/cases': '/Cases',
  '/blog': '/Blog',
  '/designservices': '/DesignServices',
  '/cases/ankibuddy': '/Cases/AnkiBuddy',
  '/cases/uplife': '/Cases/Uplife',
  '/blog/how-to-scope-an-mvp': '/Blog/how-to-scope-an-mvp',
  '/engineering/iosappdevelopment': '/Engineering/iOSAppDevelopment',
  '/DesignServices/DesignServices': '/DesignServices',
  '/designservices/designservices': '/DesignServices',
  '/Cases/UpLife': '/Cases/Uplife',
};

export const FIREBASE_JSON = join(__dirname, '..', '..', '..', 'firebase.json');

export function writeHostingFixture(file: string): void {
  const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
  config.hosting.redirects = Object.entries(FIXTURE_REDIRECTS).map(([source, destination]) => ({
    source,
    destination,
    type: 301,
  }));
  writeFileSync(file, JSON.stringify(config));
}
