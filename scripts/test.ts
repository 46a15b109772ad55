/**
 * `npm test`: every check, in the order that fails fastest. Typecheck, lint, unit and content
 * tests, a production build, then the browser suite against it. Installs Debian's Chromium
 * when it is missing (the only browser that can be had here).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from '@fernhill/site-tools/lib/chromium';

interface Step {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`Chromium not found at ${CHROMIUM}; installing Debian's package.`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args: string[]) =>
    execFileSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
}

const steps: Step[] = [
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'unit and content tests', cmd: ['npx', 'jest', '--ci'] },
  { name: 'production build', cmd: ['npx', 'gatsby', 'build'], env: e2eBuildEnv() },
  { name: 'browser tests', cmd: ['npx', 'playwright', 'test'] },
];

/** Public configuration the browser suite exercises (see tests/e2e/consent.spec.ts). */
function e2eBuildEnv(): Record<string, string> {
  return { GATSBY_GA_MEASUREMENT_ID: process.env.GATSBY_GA_MEASUREMENT_ID ?? 'G-TEST000000' };
}

const only = process.argv.slice(2);
ensureChromium();
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0]!, step.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
