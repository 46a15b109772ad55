import createCache from '@emotion/cache';

// `prepend` keeps MUI's styles before any later stylesheet so ours can override them.
export const createEmotionCache = () => createCache({ key: 'css', prepend: true });
