/**
 * A writer's preview, in a real `gatsby develop` started once, between two production builds:
 * - build then develop, develop then build: a draft case is in develop's pages and /Cases list, and
 *   in neither build's pages, /Cases list nor sitemap (the decision is made with the pages, so
 *   Gatsby's cache, shared by both, cannot carry it over);
 * - a bad file (a misspelt field, a YAML error) saved while develop runs keeps every other page,
 *   shows its problems (file, field or line, what to write) on its own page and in the terminal,
 *   and stops a production build naming the file;
 * - the contact form's API works in develop: an upload to the Storage stand-in through the Firebase
 *   SDK, then `POST /api/contactFormV2` with its URL;
 * - none of it rewrites the tracked src/gatsby-types.d.ts.
 * The files are removed and the build restored afterwards.
 * Usage: node --test tests/workflow/develop.test.ts
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '@fernhill/lead-pipeline/testing/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes } from 'firebase/storage';
import { FILES } from '@fernhill/lead-pipeline/testing/files';
import { contactUploadPath } from '@fernhill/lead-pipeline/contact/upload-path';
import { DEFAULT_BUCKET } from '@fernhill/local-server/config';
import { CHROMIUM_FLAGS, chromiumPath } from '@fernhill/site-tools/lib/chromium';
import { chromium } from '@playwright/test';
import { startDecapServer } from '../e2e/support/cms.ts';

const root = path.resolve(import.meta.dirname, '../..');
const DRAFT = 'ZzDevelopDraft';
const draftFiles = [
  `content/cases/${DRAFT}.md`,
  `content/images/cases/${DRAFT}.svg`,
  ...[1, 2, 3].map((n) => `content/images/features/${DRAFT}-${n}.svg`),
];
const BROKEN = 'content/cases/ZzBroken.md';
const BROKEN_YAML = 'content/blog/zz-broken-yaml.md';
const dataDir = mkdtempSync(path.join(tmpdir(), 'fernhill-develop-'));
const typesFile = path.join(root, 'src/gatsby-types.d.ts');
const typesBefore = readFileSync(typesFile, 'utf8');

const build = () => {
  const run = spawnSync('npx', ['gatsby', 'build'], { cwd: root, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
};
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);

function writeBadFiles() {
  const orders = readdirSync(path.join(root, 'content/cases')).map((f) =>
    Number(/^order: (\d+)$/m.exec(read(`content/cases/${f}`))?.[1] ?? 0),
  );
  write(
    BROKEN,
    read('content/cases/Mila.md')
      .replace(/^title:/m, 'titel:')
      .replace(/^order: .*$/m, `order: ${Math.max(...orders) + 5}`),
  );
  write(
    BROKEN_YAML,
    read('content/blog/how-to-scope-an-mvp.md').replace(
      /^title: .*$/m,
      'title: Offline-first sync: without tears',
    ),
  );
}
const removeBadFiles = () =>
  [BROKEN, BROKEN_YAML].forEach((f) => rmSync(path.join(root, f), { force: true }));

/** What a production build published: pages, the /Cases list, the sitemap. */
function published() {
  const pub = path.join(root, 'public');
  return {
    page: existsSync(path.join(pub, 'Cases', DRAFT, 'index.html')),
    list: read('public/Cases/index.html').includes(`/Cases/${DRAFT}`),
    sitemap: readdirSync(pub)
      .filter((f) => /^sitemap-\d+\.xml$/.test(f))
      .some((f) => read(`public/${f}`).includes(`/Cases/${DRAFT}<`)),
    control: read('public/Cases/index.html').includes('/Cases/AnkiBuddy'),
  };
}

let develop: ChildProcess | undefined;
let terminal = '';
let base = '';
let decapPort = 0;
// The post the editor test saves, put back as it was however that test ends.
const EDITED = 'content/blog/how-to-scope-an-mvp.md';
const editedBefore = read(EDITED);

const pageData = async (route: string) => {
  const res = await fetch(`${base}/page-data${route === '/' ? '/index' : route}/page-data.json`);
  return res.ok
    ? ((await res.json()) as { componentChunkName: string; result: Record<string, unknown> })
    : null;
};

async function until<T>(what: string, get: () => Promise<T | null | undefined>, ms = 240_000): Promise<T> {
  const end = performance.now() + ms;
  for (;;) {
    const value = await get().catch(() => null);
    if (value) return value;
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}\n${terminal.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

before(() => {
  spawnSync(process.execPath, ['scripts/new-content.ts', 'case', 'Zz Develop Draft'], {
    cwd: root,
    stdio: 'inherit',
  });
  assert.ok(existsSync(path.join(root, draftFiles[0]!)));
});

after(async () => {
  if (develop?.pid) process.kill(-develop.pid, 'SIGTERM');
  write(EDITED, editedBefore);
  removeBadFiles();
  for (const f of draftFiles) rmSync(path.join(root, f), { force: true });
  rmSync(dataDir, { recursive: true, force: true });
  build(); // leave public/ as it was
});

test('a production build stops on a bad file, naming the file and the line', () => {
  writeBadFiles();
  const { ok, output } = build();
  removeBadFiles();
  assert.equal(ok, false);
  // gatsby-transformer-remark stops on it first, with the YAML parser's words and the line (wrapped).
  assert.match(output, /zz-broken-yaml\.md:[\s\S]{0,300}at line 2, column/);
});

test('build, then develop: the draft is in no production page, list or sitemap', () => {
  const { ok, output } = build();
  assert.ok(ok, output.slice(-3000));
  assert.deepEqual(published(), { page: false, list: false, sitemap: false, control: true });
});

test('develop shows the draft in its page and in /Cases', async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  decapPort = await freePort();
  // As `npm run cms` runs it: develop serves /admin/, pointed at decap-server on DECAP_PORT.
  develop = spawn('npx', ['gatsby', 'develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, DECAP_PORT: String(decapPort) },
  });
  develop.stdout!.on('data', (d: Buffer) => (terminal += d.toString()));
  develop.stderr!.on('data', (d: Buffer) => (terminal += d.toString()));
  // The first answer can still be the list develop started from (the production build's cache):
  // wait for the one that lists the draft, or time out.
  const list = await until('the draft in /Cases', async () => {
    const data = await pageData('/Cases');
    return data && JSON.stringify(data.result).includes(`/Cases/${DRAFT}"`) ? data : null;
  });
  assert.match(JSON.stringify(list.result), new RegExp(`/Cases/${DRAFT}"`));
  // Marked as held back (its banner), as a preview build marks it.
  const draft = await pageData(`/Cases/${DRAFT}`);
  assert.match(JSON.stringify(draft?.result), /"held":\{"status":"draft","label":"Draft"\}/);
});

test('a bad file saved in develop keeps every other page and shows its problems there and in the terminal', async () => {
  writeBadFiles();
  const problem = await until('the broken case to show its problem', async () => {
    const data = await pageData('/Cases/ZzBroken');
    return data?.componentChunkName.includes('content-problem') ? data : null;
  });
  const problems = JSON.stringify(problem.result.pageContext);
  assert.match(problems, /content\/cases\/ZzBroken.md: \\"title\\" is required/);
  assert.match(problems, /\\"titel\\" is not a known field \(check the spelling\)/);
  const yaml = await until('the broken post to show its problem', async () => {
    const data = await pageData('/Blog/zz-broken-yaml');
    return data?.componentChunkName.includes('content-problem') ? data : null;
  });
  assert.match(
    JSON.stringify(yaml.result.pageContext),
    /zz-broken-yaml.md:2: the front matter is not valid YAML/,
  );
  for (const route of [
    '/',
    '/Cases',
    '/Blog',
    '/Cases/AnkiBuddy',
    '/Blog/how-to-scope-an-mvp',
    '/Industries/Medical',
  ]) {
    const data = await pageData(route);
    assert.ok(data && !('errors' in data.result), `${route} still renders`);
  }
  assert.doesNotMatch(JSON.stringify((await pageData('/Cases'))?.result), /ZzBroken/);
  assert.match(terminal, /content\/cases\/ZzBroken.md: "titel" is not a known field/);

  // What the writer sees in a browser: the problem where the page was, and the list still there.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/Cases/ZzBroken`);
    await page.getByRole('heading', { name: 'This page is waiting for a fix' }).waitFor();
    await page
      .getByText('content/cases/ZzBroken.md: "titel" is not a known field (check the spelling)')
      .waitFor();
    await page.goto(`${base}/Cases`);
    await page
      .getByRole('link', { name: /AnkiBuddy/ })
      .first()
      .waitFor();
  } finally {
    await browser.close();
  }
  removeBadFiles();
});

test('the contact form can send in develop: an upload to the Storage stand-in, then the request', async () => {
  const app = initializeApp(
    { apiKey: 'local', projectId: 'fernhill-studio', storageBucket: DEFAULT_BUCKET, appId: '1:1:web:1' },
    'develop',
  );
  try {
    const storage = getStorage(app);
    connectStorageEmulator(storage, '127.0.0.1', Number(new URL(base).port));
    const uploaded = await uploadBytes(
      ref(storage, contactUploadPath('Jane Doe', 'Brief.pdf', 'dev1')),
      FILES.pdf,
      {
        contentType: 'application/pdf',
      },
    );
    const file = await getDownloadURL(uploaded.ref);
    const res = await fetch(`${base}/api/contactFormV2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Jane Doe',
        email: 'jane@example.com',
        message: 'Sent from the develop preview.',
        sendNDA: 'No',
        file,
      }),
    });
    assert.equal(res.status, 200, await res.clone().text());
    assert.ok(existsSync(path.join(dataDir, 'leads.sqlite')));
  } finally {
    await deleteApp(app);
  }
});

test('develop renders the shell’s MUI parts and the contact dialog, the same components as production, and its form sends', async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.route('https://www.google.com/recaptcha/**', (route) => route.abort());
    await page.goto(`${base}/`);
    // No page HTML to keep: the header's and footer's MUI parts load and render (src/ui/BuildTimePart.tsx).
    const logo = page.getByRole('banner').getByRole('link', { name: 'Fernhill Studio home' });
    await logo.waitFor();
    assert.match((await logo.getAttribute('class')) ?? '', /MuiLink-root/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .waitFor({ state: 'attached' });
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Case Studies' })
      .waitFor({ state: 'attached' });
    // develop ships no page HTML: the app renders the dialog where production hydrates it.
    await page.locator('#contact-dialog-root[data-hydrated] dialog').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByRole('button', { name: 'Get in touch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tell us about your project' });
    await dialog.getByRole('textbox', { name: /your name/i }).fill('Dev Preview');
    await dialog.getByRole('textbox', { name: /your email/i }).fill('dev@example.com');
    await dialog.getByRole('textbox', { name: /your project/i }).fill('Sent from the develop dialog.');
    const answer = page.waitForResponse('**/api/contactFormV2');
    await dialog.getByRole('button', { name: 'Send' }).click();
    assert.equal((await answer).status(), 200);
    await dialog.getByRole('heading', { name: 'Congrats!' }).waitFor();
  } finally {
    await browser.close();
  }
});

test('a Save in the editor (npm run cms: decap-server on this checkout) updates the page develop serves', async () => {
  const decap = await startDecapServer(root, decapPort);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const title = 'How to scope an MVP, saved in the editor';
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(120_000); // the editor is a 6 MB application
    await page.goto(`${base}/admin/`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Blog posts' }).waitFor();
    await page.goto(`${base}/admin/#/collections/blog/entries/how-to-scope-an-mvp`);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await until('the saved title in the file', async () => read(EDITED).includes(`title: ${title}`));
    const data = await until('develop to serve the saved title', async () => {
      const d = await pageData('/Blog/how-to-scope-an-mvp');
      return d && JSON.stringify(d.result).includes(title) ? d : null;
    });
    assert.match(JSON.stringify(data.result), new RegExp(title));
  } finally {
    await browser.close();
    decap.kill();
    write(EDITED, editedBefore);
  }
});

test('develop, then build: the draft is in no production page, list or sitemap', async () => {
  process.kill(-develop!.pid!, 'SIGTERM');
  await new Promise((r) => develop!.once('exit', r));
  develop = undefined;
  const { ok, output } = build();
  assert.ok(ok, output.slice(-3000));
  assert.deepEqual(published(), { page: false, list: false, sitemap: false, control: true });
});

test('content changes do not rewrite the tracked generated types', () => {
  assert.equal(readFileSync(typesFile, 'utf8'), typesBefore);
});
