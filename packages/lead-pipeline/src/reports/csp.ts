import { readBody } from '../core/read-body.ts';
import type { RawBody } from '../core/types.ts';
import type { Logger } from '../log.ts';

/**
 * Receives Content-Security-Policy violation reports (the policy's `report-uri` and `report-to`)
 * and logs each as one `csp.violation` WARNING, so a page broken by the policy in production is
 * seen in the logs. Browsers post these unauthenticated, so the body is capped, each field is logged
 * only as a value from a closed set (see pick), and at most `perMinute` lines are written per instance.
 */
export interface CspReportRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: RawBody;
}

export interface CspReportDeps {
  log: Logger;
  now: () => number;
  perMinute?: number;
}

const MAX_BODY_BYTES = 16 * 1024;

// Anyone can post a report with any text in any field (a name, an address), so nothing is logged
// as it came: each field becomes a value from a closed set, or a bounded number, or is left out.
// No address at all: a page's path and a script's name can be made up too.
// The directive names of CSP Level 3 (and the Level 2 and Trusted Types ones browsers still send).
const DIRECTIVES = new Set([
  'default-src',
  'child-src',
  'connect-src',
  'font-src',
  'frame-src',
  'fenced-frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'prefetch-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'worker-src',
  'base-uri',
  'plugin-types',
  'sandbox',
  'form-action',
  'frame-ancestors',
  'navigate-to',
  'report-uri',
  'report-to',
  'require-trusted-types-for',
  'trusted-types',
  'upgrade-insecure-requests',
  'block-all-mixed-content',
  'webrtc',
]);
// What blocked-uri holds when no URL was loaded (CSP3 §5.3), else the URL's scheme.
const BLOCKED_KEYWORDS = new Set(['inline', 'eval', 'wasm-eval', 'trusted-types-policy', 'trusted-types-sink']);
const BLOCKED_SCHEMES = new Set(['https', 'http', 'data', 'blob', 'wss', 'ws']);
const DISPOSITIONS = new Set(['enforce', 'report']);
const MAX_POSITION = 10_000_000;

type Violation = { directive?: string; blocked?: string; line?: number; column?: number; disposition?: string };

const first = (body: Record<string, unknown>, keys: string[]) =>
  keys.map((k) => body[k]).find((v) => typeof v === 'string' || typeof v === 'number');

function directiveOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // violated-directive carries the directive's value after its name (`script-src 'self'`).
  const name = value.trim().split(/\s/, 1)[0]!.toLowerCase();
  return DIRECTIVES.has(name) ? name : 'other';
}

function blockedOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const text = value.toLowerCase();
  if (BLOCKED_KEYWORDS.has(text)) return text;
  const scheme = /^([a-z][a-z0-9+.-]*):?/.exec(text)?.[1] ?? '';
  return BLOCKED_SCHEMES.has(scheme) ? scheme : 'other';
}

function positionOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,8}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= MAX_POSITION
    ? number
    : undefined;
}

function pick(body: Record<string, unknown>): Violation {
  const disposition = first(body, ['disposition']);
  const out: Violation = {
    directive: directiveOf(first(body, ['effective-directive', 'effectiveDirective', 'violated-directive'])),
    blocked: blockedOf(first(body, ['blocked-uri', 'blockedURL'])),
    line: positionOf(first(body, ['line-number', 'lineNumber'])),
    column: positionOf(first(body, ['column-number', 'columnNumber'])),
    disposition: typeof disposition === 'string' && DISPOSITIONS.has(disposition) ? disposition : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Violation;
}

/** `application/csp-report` ({"csp-report": {...}}) or `application/reports+json` ([{type, body}]). */
export function parseCspReports(text: string): Violation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (Array.isArray(parsed))
    return parsed
      .filter((r) => isObject(r) && r['type'] === 'csp-violation' && isObject(r['body']))
      .slice(0, 10)
      .map((r) => pick((r as { body: Record<string, unknown> }).body));
  if (isObject(parsed) && isObject(parsed['csp-report'])) return [pick(parsed['csp-report'])];
  return [];
}

/** 204 with nothing to say, or a refusal with the reason in the contact API's shape. */
export type CspReportAnswer =
  | { status: 204 }
  | {
      status: 400 | 405 | 413;
      headers: Record<string, string>;
      body: { ok: false; error: string; message: string };
    };

const refusal = (status: 400 | 405 | 413, error: string, message: string): CspReportAnswer => ({
  status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    ...(status === 405 ? { allow: 'POST' } : {}),
  },
  body: { ok: false, error, message },
});

export function createCspReportHandler(deps: CspReportDeps) {
  const perMinute = deps.perMinute ?? 60;
  let windowStart = 0;
  let logged = 0;
  return async (req: CspReportRequest): Promise<CspReportAnswer> => {
    if (req.method !== 'POST') return refusal(405, 'method', 'Browsers POST reports here.');
    const body = await readBody(req.rawBody, MAX_BODY_BYTES);
    if (!body.ok) return refusal(413, 'tooLarge', `A report is at most ${MAX_BODY_BYTES / 1024} KB.`);
    const violations = parseCspReports(body.body.toString('utf8'));
    if (violations.length === 0)
      return refusal(
        400,
        'notAReport',
        'The body is not a CSP violation report (application/csp-report or application/reports+json).',
      );
    const now = deps.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      logged = 0;
    }
    for (const violation of violations) {
      if (logged >= perMinute) break;
      logged++;
      deps.log.warn('csp.violation', violation);
    }
    return { status: 204 };
  };
}
