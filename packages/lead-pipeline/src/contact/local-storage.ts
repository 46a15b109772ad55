/** The bucket the browser names when it talks to the local stack's Storage stand-in. */
export const LOCAL_BUCKET = 'fernhill-local.appspot.com';
