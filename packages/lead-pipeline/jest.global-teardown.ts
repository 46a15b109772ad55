import type { FirestoreEmulator } from './src/testing/firestore-emulator.ts';

export default async function teardown(): Promise<void> {
  await (globalThis as { firestoreEmulator?: FirestoreEmulator }).firestoreEmulator?.stop();
}
