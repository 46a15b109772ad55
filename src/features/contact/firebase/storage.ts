import type { FirebaseStorage } from 'firebase/storage';
import type * as StorageModule from 'firebase/storage';
import { contactFirebase } from './app.ts';

type StorageSdk = typeof StorageModule;

let ready: Promise<{ storage: FirebaseStorage; sdk: StorageSdk }> | null = null;

/**
 * Storage is loaded on first use only (a file is being sent), after the app and its App Check
 * (./app.ts), so each upload carries an App Check token. connectStorageEmulator may only be called once.
 */
function contactStorage() {
  ready ??= (async () => {
    const [{ app, useLocalStorage }, sdk] = await Promise.all([
      contactFirebase(),
      import('firebase/storage'),
    ]);
    const storage = sdk.getStorage(app);
    if (useLocalStorage) {
      // The local stack serves the site and the storage stand-in on one origin.
      sdk.connectStorageEmulator(storage, window.location.hostname, Number(window.location.port || 80));
    }
    return { storage, sdk };
  })().catch((error: unknown) => {
    ready = null; // A failed chunk load can be retried with the next submit.
    throw error;
  });
  return ready;
}

/** Uploads one attachment (spec §7: before the post) and returns its download URL. */
export async function uploadContactFile(file: File, path: string, contentType?: string): Promise<string> {
  const { storage, sdk } = await contactStorage();
  const objectRef = sdk.ref(storage, path);
  await sdk.uploadBytes(objectRef, file, contentType ? { contentType } : undefined);
  return sdk.getDownloadURL(objectRef);
}
