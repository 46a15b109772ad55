import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * The official Cloud Firestore emulator, started straight from its jar with `java -cp` (firebase-tools'
 * own launcher insists on Java 21; the jar itself runs on 17). Where the jar is: FIRESTORE_EMULATOR_JAR,
 * the Google Cloud CLI's Debian package, or firebase-tools' download cache on a laptop.
 */
const IMAGE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export function findFirestoreEmulatorJar(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [env['FIRESTORE_EMULATOR_JAR'], IMAGE_JAR];
  const cache = path.join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    const jars = readdirSync(cache).filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f));
    candidates.push(
      ...jars
        .sort()
        .reverse()
        .map((f) => path.join(cache, f)),
    );
  }
  const found = candidates.find((jar): jar is string => Boolean(jar && existsSync(jar)));
  if (!found) {
    throw new Error(
      'The Cloud Firestore emulator is needed for the Firestore store tests and was not found. Install it ' +
        '(Debian/Ubuntu: apt-get install google-cloud-cli-firestore-emulator; or run `npx firebase setup:emulators:firestore`) ' +
        'or point FIRESTORE_EMULATOR_JAR at cloud-firestore-emulator.jar. Java 17 or newer must be on PATH.',
    );
  }
  return found;
}

export interface FirestoreEmulator {
  /** host:port, the value of FIRESTORE_EMULATOR_HOST. */
  host: string;
  stop(): Promise<void>;
}

export async function startFirestoreEmulator(timeoutMs = 60_000): Promise<FirestoreEmulator> {
  const jar = findFirestoreEmulatorJar();
  const port = await freePort();
  const child: ChildProcess = spawn(
    'java',
    ['-cp', jar, MAIN_CLASS, 'start', '--host=127.0.0.1', `--port=${port}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The Firestore emulator exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`http://${host}/`);
      if (response.ok) return { host, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The Firestore emulator did not answer within ${timeoutMs} ms:\n${output}`);
}
