import { readBody } from '../core/read-body.ts';
import type { RawBody } from '../core/types.ts';
import type { Logger } from '../log.ts';

/**
 * Receives Content-Security-Policy violation reports (the policy's `report-uri` and `report-to`)
 * and logs each as one `csp.violation` WARNING, so a page broken by the policy in production is
 * seen in the logs. Browsers post these unauthenticated, so the body is capped, only known fields
 * are logged (trimmed), and at most `perMinute` lines are written per instance.
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
const FIELDS: Record<string, string[]> = {
  documentUri: ['document-uri', 'documentURL'],
  blockedUri: ['blocked-uri', 'blockedURL'],
  directive: ['effective-directive', 'effectiveDirective', 'violated-directive'],
  sourceFile: ['source-file', 'sourceFile'],
  line: ['line-number', 'lineNumber'],
};

type Violation = Record<string, string>;

// No `sample`: it is the start of what was blocked, which anyone can fill with any text (a name,
// an address) and post here. A page's query or fragment can hold what a visitor typed (a search, a prefilled address): only
// the address up to it is logged.
const ADDRESSES = new Set(['documentUri', 'blockedUri', 'sourceFile']);

function pick(body: Record<string, unknown>): Violation {
  const out: Violation = {};
  for (const [name, keys] of Object.entries(FIELDS)) {
    const value = keys.map((k) => body[k]).find((v) => typeof v === 'string' || typeof v === 'number');
    if (value === undefined) continue;
    const text = String(value);
    out[name] = (ADDRESSES.has(name) ? text.split(/[?#]/, 1)[0]! : text).slice(0, 200);
  }
  return out;
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
