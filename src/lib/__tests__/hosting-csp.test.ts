/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GOOGLE_TAG_ORIGIN } from '../google-tag.ts';
import { GEOLOCATION_URL, IP_LOOKUP_URL } from '../region.ts';

const hosting = JSON.parse(readFileSync(path.join(__dirname, '../../../firebase.json'), 'utf8')).hosting as {
  headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
  rewrites: unknown[];
};
const CONTENT_SECURITY_POLICY =
  hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')?.value ??
  '';

/** The CSP must let through what the site's own code calls, or the feature breaks only in production. */
const directive = (name: string) =>
  CONTENT_SECURITY_POLICY.split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy', () => {
  it.each([
    ['connect-src', new URL(IP_LOOKUP_URL).origin],
    ['connect-src', new URL(GEOLOCATION_URL).origin],
    ['connect-src', 'https://firebasestorage.googleapis.com'],
    ['script-src', `${GOOGLE_TAG_ORIGIN}/gtag/`],
    ['script-src', 'https://www.google.com/recaptcha/'],
    ['script-src', 'https://www.gstatic.com/recaptcha/'],
    ['frame-src', 'https://www.google.com/recaptcha/'],
  ])('%s allows %s', (name, source) => {
    expect(directive(name)).toContain(source);
  });

  it("runs no inline script but those the build hashes: no 'unsafe-inline', reports to /api/csp-report", () => {
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('report-uri')).toEqual(['/api/csp-report']);
    expect(hosting.rewrites).toContainEqual(
      expect.objectContaining({
        source: '/api/csp-report',
        function: expect.objectContaining({ functionId: 'cspReport' }),
      }),
    );
  });

  it('keeps plugins out and framing to our own origin', () => {
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('frame-ancestors')).toEqual(["'self'"]);
  });
});
