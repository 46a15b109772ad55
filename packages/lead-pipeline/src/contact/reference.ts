import { createHash } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or retyped cannot be misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The reference a visitor and the team quote for one lead, e.g. `FH-7K3Q-92XD`: 40 bits of the
 * SHA-256 of its id, so it is derived, never stored, and the same on every answer to a retry.
 */
export function leadReference(leadId: string): string {
  const digest = createHash('sha256').update(leadId).digest();
  let code = '';
  for (let bit = 0; bit < 40; bit += 5) {
    const byte = bit >> 3;
    const pair = ((digest[byte] ?? 0) << 8) | (digest[byte + 1] ?? 0);
    code += ALPHABET[(pair >> (11 - (bit & 7))) & 31];
  }
  return `FH-${code.slice(0, 4)}-${code.slice(4)}`;
}
