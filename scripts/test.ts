/**
 * `npm test`: every check, in the order that fails fastest. Typecheck, lint, unit and content tests
 * (the Firestore store on the official emulator), a production build, the real contactFormV2 behind
 * Firebase's Hosting emulator, the browser suite, then a writer's new case on the warm cache.
 * `npm test -- browser` runs the steps whose name contains "browser".
 */
import { spawnSync } from 'node:child_process';
import { chromiumPath } from '@fernhill/site-tools/lib/chromium';

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  needsBrowser?: boolean;
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
  if (process.platform !== 'linux' || !run(['sh', '-c', 'command -v apt-get >/dev/null'])) return false;
  console.log('Playwright could not download a browser; installing Debian’s Chromium.');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run([...sudo, 'apt-get', 'update', '-qq'], env) &&
    run([...sudo, 'apt-get', 'install', '-y', '-qq', 'chromium'], env)
  );
}

const steps: Step[] = [
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'unit and content tests', cmd: ['npx', 'jest', '--ci'] },
  { name: 'production build', cmd: ['npx', 'gatsby', 'build'], env: e2eBuildEnv() },
  { name: 'html conformance', cmd: ['node', 'tools/src/check-html.ts'] },
  { name: 'firebase emulators', cmd: ['node', 'functions/test/emulators.ts'] },
  { name: 'browser tests', cmd: ['npx', 'playwright', 'test'], needsBrowser: true },
  {
    name: 'new content file',
    cmd: ['node', '--test', 'tests/workflow/new-case.test.ts'],
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
  const ok = (!step.needsBrowser || ensureBrowser()) && run(step.cmd, { ...process.env, ...step.env });
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
