/**
 * What a page's HTML weighs compressed, and what makes it up. The budget is the first round trip:
 * a new connection's first congestion window is 10 segments of 1,460 bytes (RFC 6928), 14.6 kB; a
 * page whose HTML fits paints a round trip earlier on a slow network (Lighthouse simulates this).
 */
import { gzipSync } from 'node:zlib';
import { CONTACT_ROOT_ID } from '../../../src/contact-openers/contact-dialog.ts';

export const HTML_BUDGET_BYTES = 14_600;

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** The parts the report names, each a pattern over the HTML. */
const PARTS = {
  'inline CSS': /<style\b[^>]*>[\s\S]*?<\/style>/gi,
  'class attributes': /\sclass="[^"]*"/gi,
  scripts: /<script\b[^>]*>[\s\S]*?<\/script>/gi,
  'contact dialog': new RegExp(`<div id="${CONTACT_ROOT_ID}"[^>]*>[\\s\\S]*?</dialog></div>`, 'gi'),
} as const;
export type HtmlPart = keyof typeof PARTS;

export interface HtmlWeight {
  bytes: number;
  gzipBytes: number;
  /** Per part: its raw bytes, and what the compressed page would lose without it. */
  parts: Record<HtmlPart, { bytes: number; gzipBytes: number }>;
}

export function weighHtml(html: string): HtmlWeight {
  const gzipBytes = gzip(html);
  const parts = Object.fromEntries(
    Object.entries(PARTS).map(([name, pattern]) => {
      const bytes = [...html.matchAll(pattern)].reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
      return [name, { bytes, gzipBytes: bytes ? gzipBytes - gzip(html.replace(pattern, '')) : 0 }];
    }),
  ) as HtmlWeight['parts'];
  return { bytes: Buffer.byteLength(html), gzipBytes, parts };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** One line per page: compressed size (marked * over budget), then each part raw / compressed share. */
export function formatHtmlWeights(pages: readonly { route: string; weight: HtmlWeight }[]): string {
  const names = Object.keys(PARTS) as HtmlPart[];
  const width = Math.max(5, ...pages.map((p) => p.route.length));
  const lines = [
    `${'Route'.padEnd(width)}  HTML kB gz  ${names.map((n) => `  ${n} kB raw/gz`.padStart(28)).join('')}`,
    ...pages.map(({ route, weight }) =>
      [
        route.padEnd(width),
        `${kb(weight.gzipBytes)}${weight.gzipBytes > HTML_BUDGET_BYTES ? '*' : ''}`.padStart(10),
        names
          .map((n) => `${kb(weight.parts[n].bytes)}/${kb(weight.parts[n].gzipBytes)}`.padStart(28))
          .join(''),
      ].join('  '),
    ),
    `* over the first round trip (${kb(HTML_BUDGET_BYTES)} kB compressed). kB = 1,000 bytes; gz = gzip -9.`,
  ];
  return `${lines.join('\n')}\n`;
}
