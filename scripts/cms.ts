/**
 * `npm run cms`: the editor on a writer's machine, offline and without an account. Starts
 * decap-server (Decap's local backend, writing into this working copy's content/ and static/) and
 * `gatsby develop` (which serves /admin/ and reloads a page when its file is saved), then prints the
 * editor's address. Ports: DECAP_PORT (8081) and PORT (8000). Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const decapPort = process.env.DECAP_PORT ?? '8081';
const port = process.env.PORT ?? '8000';
const env = { ...process.env, DECAP_PORT: decapPort };

const children: ChildProcess[] = [
  spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: root,
    env: { ...env, GIT_REPO_DIRECTORY: root, PORT: decapPort, MODE: 'fs' },
    stdio: 'inherit',
  }),
  spawn('npx', ['gatsby', 'develop', '--port', port], { cwd: root, env, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

const editor = `http://localhost:${port}/admin/`;
for (;;) {
  const up = await fetch(editor).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (children.some((child) => child.exitCode !== null)) process.exit(1);
  await new Promise((r) => setTimeout(r, 2000));
}
console.log(`\nThe editor: ${editor}  (site: http://localhost:${port}/; saves go to content/)\n`);
