/**
 * `npm test`: every check, in the order that fails fastest. Typecheck, lint, unit and content tests
 * (the Firestore store on the official emulator), a production build, the real contactFormV2 behind
 * Firebase's Hosting emulator, the browser suite in Chromium, then in Firefox and WebKit, then a
 * writer's new case and a removed post on the warm cache, then the blog's lists with 120 more posts.
 * `npm test -- browser` runs the steps whose name contains "browser".
 */
import { spawnSync } from 'node:child_process';
import { chromiumPath } from '@fernhill/site-tools/lib/chromium';
import {
  firefoxMajor,
  firefoxPath,
  miniBrowserPath,
  TESTED_FIREFOX,
  webkitDriverPath,
  xvfbPath,
} from '@fernhill/site-tools/lib/engines';

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  /** Makes sure what the step runs in is installed; false stops the run. */
  needs?: () => boolean;
}

const run = (cmd: string[], env: Record<string, string | undefined> = process.env) =>
  spawnSync(cmd[0]!, cmd.slice(1), { stdio: 'inherit', env }).status === 0;

/**
 * A system Chromium where there is one; else Playwright's own (a laptop can download it); else,
 * where no browser can be downloaded but apt can install one (this project's machines), Debian's.
 */
function ensureBrowser(): boolean {
  if (chromiumPath()) return true;
  console.log('No system Chromium: installing Playwright’s own.');
  if (run(['npx', 'playwright', 'install', 'chromium'])) return true;
  console.log('Playwright could not download a browser; installing Debian’s Chromium.');
  return aptInstall(['chromium']);
}

/**
 * Firefox and WebKit as tests/engines drives them: stock Firefox over WebDriver BiDi, WebKitGTK's
 * MiniBrowser behind WebKitWebDriver on an X server. Debian packages them (Playwright's own builds
 * speak only Playwright's protocol); elsewhere docs/testing.md says what to install.
 */
function ensureEngines(): boolean {
  const missing = [
    // An older ESR (Debian's main archive has 140; bookworm-security has 153) lacks BiDi commands
    // puppeteer-core sends (emulation.setScreenOrientationOverride): apt upgrades it.
    firefoxPath() && firefoxMajor() >= TESTED_FIREFOX ? [] : ['firefox-esr'],
    webkitDriverPath() && miniBrowserPath() ? [] : ['webkit2gtk-driver'],
    xvfbPath() ? [] : ['xvfb'],
  ].flat();
  if (!missing.length) return true;
  console.log(`Installing Debian’s ${missing.join(', ')} for the Firefox and WebKit tests.`);
  if (aptInstall(missing)) return true;
  console.log('Could not install them: see docs/testing.md, "Browsers", for this machine.');
  return false;
}

function aptInstall(packages: string[]): boolean {
  if (process.platform !== 'linux' || !run(['sh', '-c', 'command -v apt-get >/dev/null'])) return false;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run([...sudo, 'apt-get', 'update', '-qq'], env) &&
    run([...sudo, 'apt-get', 'install', '-y', '-qq', ...packages], env)
  );
}

const steps: Step[] = [
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'unit and content tests', cmd: ['npx', 'jest', '--ci'] },
  { name: 'production build', cmd: ['npx', 'gatsby', 'build'], env: e2eBuildEnv() },
  { name: 'html conformance', cmd: ['node', 'tools/src/check-html.ts'] },
  { name: 'firebase emulators', cmd: ['node', 'functions/test/emulators.ts'] },
  {
    name: 'browser tests',
    cmd: ['npx', 'playwright', 'test', '--project=desktop', '--project=mobile'],
    needs: ensureBrowser,
  },
  {
    name: 'browser tests in Firefox and WebKit',
    cmd: ['npx', 'playwright', 'test', '--project=firefox', '--project=webkit'],
    needs: ensureEngines,
  },
  {
    name: 'new and removed content on the warm cache',
    cmd: ['node', '--test', 'tests/workflow/new-case.test.ts'],
    env: e2eBuildEnv(),
  },
  {
    name: 'blog lists at 120 more posts (a built copy)',
    cmd: ['node', '--test', 'tests/workflow/many-posts.test.ts'],
    env: e2eBuildEnv(),
  },
  {
    name: 'writer preview (develop, drafts both ways)',
    cmd: ['node', '--test', 'tests/workflow/develop.test.ts'],
    env: e2eBuildEnv(),
  },
];

/** Public configuration the browser suite exercises (see tests/e2e/consent.spec.ts). */
function e2eBuildEnv(): Record<string, string> {
  return { GATSBY_GA_MEASUREMENT_ID: process.env.GATSBY_GA_MEASUREMENT_ID ?? 'G-TEST000000' };
}

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const ok = (!step.needs || step.needs()) && run(step.cmd, { ...process.env, ...step.env });
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
