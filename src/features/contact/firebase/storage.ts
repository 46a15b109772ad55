import type { FirebaseStorage } from 'firebase/storage';
import type * as StorageModule from 'firebase/storage';
import { firebaseSettings } from './config.ts';

type StorageSdk = typeof StorageModule;

let ready: Promise<{ storage: FirebaseStorage; sdk: StorageSdk }> | null = null;

/**
 * Firebase is loaded on first use only (a file is being sent), never with the page or the form.
 * One app and one storage instance per page: connectStorageEmulator may only be called once.
 */
function contactStorage() {
  ready ??= (async () => {
    const [{ initializeApp, getApp, getApps }, sdk] = await Promise.all([
      import('firebase/app'),
      import('firebase/storage'),
    ]);
    const { config, useLocalStorage } = firebaseSettings();
    const app = getApps().length > 0 ? getApp() : initializeApp(config);
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
