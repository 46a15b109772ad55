import { startFirestoreEmulator } from './src/testing/firestore-emulator.ts';

/** The Firestore store's tests run against the official emulator, started here unless one is given. */
export default async function setup(): Promise<void> {
  if (process.env['FIRESTORE_EMULATOR_HOST']) return;
  const emulator = await startFirestoreEmulator();
  process.env['FIRESTORE_EMULATOR_HOST'] = emulator.host;
  // A demo- project: the Admin SDK then asks no metadata server for credentials.
  process.env['GCLOUD_PROJECT'] ??= 'demo-fernhill';
  console.log(`\nFirestore emulator (official jar) on ${emulator.host} for the Firestore store's tests.`);
  (globalThis as { firestoreEmulator?: typeof emulator }).firestoreEmulator = emulator;
}
