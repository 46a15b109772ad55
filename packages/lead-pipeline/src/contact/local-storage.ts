/** The bucket the browser names when it talks to the local stack's Storage stand-in. */
export const LOCAL_BUCKET = 'fernhill-local.appspot.com';

/**
 * The App Check token the browser sends to the local stack (which cannot reach App Check's
 * servers): the server accepts it when started with APP_CHECK_DEBUG_TOKEN set to the same value.
 * Not a secret: it opens nothing deployed, where only tokens the Admin SDK verifies pass.
 */
export const LOCAL_APP_CHECK_DEBUG_TOKEN = 'fernhill-local-app-check';
