/**
 * Headers on every response of the local stack. firebase.json carries the same values for Hosting
 * (a test keeps the two in step), so what is tested locally is what ships.
 */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Gatsby inlines its chunk map and Emotion its critical CSS, hence 'unsafe-inline'.
  'script-src': [
    "'self'",
    "'unsafe-inline'",
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': [
    "'self'",
    'data:',
    'blob:',
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  'font-src': ["'self'", 'data:'],
  'connect-src': [
    "'self'",
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
    'https://firebasestorage.googleapis.com',
    // Region detection (spec §7): IP lookup, then IP geolocation.
    'https://api.ipify.org',
    'https://ipinfo.io',
  ],
  'frame-src': [
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
    'https://td.doubleclick.net',
    'https://www.googletagmanager.com',
  ],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
