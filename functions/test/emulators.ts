/**
 * The deployed code path, offline: the real contactFormV2 export (functions/lib, as deployed) runs in
 * firebase-tools' Functions emulator behind its Hosting emulator, which serves public/ with the
 * deployable configuration; leads land in the official Firestore emulator. Needs a site build.
 * Usage: node functions/test/emulators.ts
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFirestoreEmulator } from '@fernhill/lead-pipeline/testing/firestore-emulator';
import { freePort } from '@fernhill/lead-pipeline/testing/free-port';
import { LOCAL_APP_CHECK_DEBUG_TOKEN } from '@fernhill/lead-pipeline/contact/local-storage';

const root = path.resolve(import.meta.dirname, '../..');
const deployConfig = path.join(root, 'firebase.deploy.json');
if (!existsSync(deployConfig) || !existsSync(path.join(root, 'public', 'index.html'))) {
  console.error('No site build: run `npm run build` first (it writes public/ and firebase.deploy.json).');
  process.exit(1);
}

execFileSync('npm', ['run', 'build', '--prefix', 'functions'], { cwd: root, stdio: 'inherit' });
const firestore = await startFirestoreEmulator();

// The deployable configuration plus emulator ports, beside firebase.json so relative paths hold.
const config = JSON.parse(readFileSync(deployConfig, 'utf8'));
const [functionsPort, hostingPort, hubPort, loggingPort] = await Promise.all([1, 2, 3, 4].map(freePort));
config.emulators = {
  functions: { host: '127.0.0.1', port: functionsPort },
  hosting: { host: '127.0.0.1', port: hostingPort },
  hub: { host: '127.0.0.1', port: hubPort },
  logging: { host: '127.0.0.1', port: loggingPort },
  ui: { enabled: false },
};
const emulatorConfig = path.join(root, 'firebase.emulators.json');
writeFileSync(emulatorConfig, JSON.stringify(config));

// The Functions emulator reads functions/.env.local (emulator only, git-ignored): App Check is
// enforced there with the debug token, as the local stack does, since App Check's servers are
// out of reach. Removed again at the end.
const emulatorEnv = path.join(root, 'functions', '.env.local');
writeFileSync(emulatorEnv, `APP_CHECK_DEBUG_TOKEN=${LOCAL_APP_CHECK_DEBUG_TOKEN}\n`);

const project = 'demo-fernhill';
const env = {
  ...process.env,
  NO_UPDATE_NOTIFIER: '1',
  // Without it a function that touches Firestore hangs and holds the emulators open.
  FIRESTORE_EMULATOR_HOST: firestore.host,
  GCLOUD_PROJECT: project,
  HOSTING_URL: `http://127.0.0.1:${hostingPort}`,
  APP_CHECK_TOKEN: LOCAL_APP_CHECK_DEBUG_TOKEN,
};
const testFile = path.join('functions', 'test', 'through-hosting.test.ts');
const child = spawn(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    'functions,hosting',
    '--project',
    project,
    '--config',
    path.basename(emulatorConfig),
    `node --test ${testFile}`,
  ],
  { cwd: root, env, stdio: 'inherit' },
);
const timer = setTimeout(() => {
  console.error('The emulator run took over 180 s: stopping it.');
  child.kill('SIGTERM');
}, 180_000);
const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
clearTimeout(timer);
rmSync(emulatorConfig, { force: true });
rmSync(emulatorEnv, { force: true });
await firestore.stop();
process.exit(code);
