import { findTextProblem } from './text-rules.ts';

/** Spec §5: non-space text, an @, non-space text, a dot, non-space text (case-insensitive). */
export const EMAIL_SHAPE = /^\S+@\S+\.\S+$/i;

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

// Dot-atom only: no quoted local parts, comments, brackets or display names, so the address can go
// into a Reply-To header verbatim. Letters and digits may be non-ASCII (internationalised mail).
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`, 'u');
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+${LABEL}$`, 'u');

/**
 * The server's rule: the spec's shape plus exactly one ASCII @, a dot-atom local part and a
 * hostname-like domain. Rejects `"evil@x.com"@agency.com`, full-width ＠, spaces and line breaks.
 */
export function isAcceptableEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(value)) return false;
  if (findTextProblem(value, 'line') !== null) return false;
  const at = value.indexOf('@');
  if (at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= LOCAL_PART_MAX_LENGTH && LOCAL_PART.test(local) && DOMAIN.test(domain);
}
