import { createHash } from 'node:crypto';

/**
 * Script hashes for the Content-Security-Policy. firebase.json states the policy once, without
 * 'unsafe-inline'; the build adds the hashes of each page's own inline scripts (the starter of
 * the loading plugin, the page path, the colour-scheme script, the 404 page's path writer) to that page's
 * header, so nothing else inline can run.
 */
export const CSP_HEADER = 'Content-Security-Policy';

// Data blocks (JSON-LD) are not executed, so the policy does not apply to them.
const DATA_TYPES = /^(application\/(ld\+)?json|text\/template)$/i;

/** `'sha256-…'` of every executable inline script, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type && DATA_TYPES.test(type)) continue;
    // The browser hashes the text as written (the HTML parser only normalises CRLF).
    const text = (match[2] ?? '').replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy with `hashes` added to script-src. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  const directives = policy.split(/;\s*/).filter(Boolean);
  const index = directives.findIndex((d) => d.startsWith('script-src '));
  if (index === -1) throw new Error('The Content-Security-Policy in firebase.json has no script-src');
  if (directives[index]!.includes("'unsafe-inline'"))
    throw new Error("script-src must not allow 'unsafe-inline': the build adds the inline scripts' hashes");
  if (hashes.length > 0) directives[index] = `${directives[index]} ${hashes.join(' ')}`;
  return directives.join('; ');
}

export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/**
 * The header rules with the policy made exact: the catch-all rule gets the hashes of the 404 page
 * (what an unknown URL is served), and each page gets a rule of its own after it. Hosting applies
 * every matching rule in order, a later value replacing an earlier one (as superstatic does).
 */
export function cspHeaderRules(
  rules: readonly HeaderRule[],
  fallbackHashes: readonly string[],
  pages: ReadonlyArray<{ route: string; hashes: readonly string[] }>,
): HeaderRule[] {
  const policy = rules.flatMap((r) => r.headers).find((h) => h.key === CSP_HEADER)?.value;
  if (!policy) throw new Error('firebase.json sets no Content-Security-Policy');
  // Only the site's policy gets the hashes: a rule with a policy of its own (the editor's sign-in
  // page under /api/cms/) keeps it.
  const withPolicy = (value: string) =>
    rules.map((rule) => ({
      ...rule,
      headers: rule.headers.map((h) => (h.key === CSP_HEADER && h.value === policy ? { ...h, value } : h)),
    }));
  return [
    ...withPolicy(withScriptHashes(policy, fallbackHashes)),
    ...pages.map((page) => ({
      source: page.route,
      headers: [{ key: CSP_HEADER, value: withScriptHashes(policy, page.hashes) }],
    })),
  ];
}

/**
 * The editor's own policy (/admin/, Decap CMS), after every other rule so it replaces theirs there
 * and only there. Decap needs what the site's pages never get: 'unsafe-eval' (its bundle compiles
 * the configuration's JSON schema with `new Function`), inline styles, the GitHub API and the
 * writer's avatar, and, on a writer's own machine (`npm run cms`), decap-server on localhost.
 */
export const EDITOR_SOURCES = ['/admin', '/admin/**'] as const;

export function editorPolicy(siteUrl: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: data: ${siteUrl} https://api.github.com http://localhost:* http://127.0.0.1:*`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    'report-uri /api/csp-report',
  ].join('; ');
}

export const editorHeaderRules = (siteUrl: string): HeaderRule[] =>
  EDITOR_SOURCES.map((source) => ({
    source,
    headers: [{ key: CSP_HEADER, value: editorPolicy(siteUrl) }],
  }));
