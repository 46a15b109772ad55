/**
 * The page that ends the sign-in popup, in the handshake Decap's external OAuth client expects
 * (decap-cms' NetlifyAuthenticator): the popup posts `authorizing:github` to its opener, the opener
 * echoes it back from its own origin, then the popup posts
 * `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:{"message":…}`).
 * Every message goes to the site's own origin, never '*', and only an echo from that origin and
 * from the window that opened the popup is answered.
 *
 * The script is a file (/api/cms/handshake.js), not inline, and the outcome a JSON data block it
 * reads: Hosting may add the site's own Content-Security-Policy to the function's answer, and a
 * browser enforces every policy it receives; a same-origin script is allowed by both that one and
 * the page's own (`script-src 'self'`).
 */
export type Outcome = { ok: true; token: string } | { ok: false; message: string };

export const HANDSHAKE_SCRIPT_PATH = '/api/cms/handshake.js';

/** Also stated for /api/cms/** in firebase.json, which Hosting applies over the function's answer. */
export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** `<` and `&` escaped, so no value can close the data block or the page's markup. */
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The message the editor receives, as Decap parses it. */
export function resultMessage(outcome: Outcome): string {
  return outcome.ok
    ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
    : `authorization:github:error:${JSON.stringify({ message: outcome.message })}`;
}

export function handshakePage(outcome: Outcome, siteOrigin: string): { html: string; csp: string } {
  const text = outcome.ok ? 'Signed in. This window closes by itself.' : outcome.message;
  const data = { origin: new URL(siteOrigin).origin, message: resultMessage(outcome) };
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fernhill editor sign-in</title>
<script id="cms-auth" type="application/json">${safeJson(data)}</script>
<script src="${HANDSHAKE_SCRIPT_PATH}" defer></script>
</head>
<body style="font-family: system-ui, sans-serif; margin: 2rem">
<p>${escapeHtml(text)}</p>
</body>
</html>
`;
  return { html, csp: PAGE_CSP };
}

/** Runs in the popup; reads the data block above. */
export const HANDSHAKE_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('cms-auth').textContent);
  var opener = window.opener;
  if (!opener) return;
  function onEcho(event) {
    if (event.origin !== data.origin || event.source !== opener || event.data !== 'authorizing:github') return;
    window.removeEventListener('message', onEcho);
    opener.postMessage(data.message, data.origin);
  }
  window.addEventListener('message', onEcho);
  opener.postMessage('authorizing:github', data.origin);
})();
`;
