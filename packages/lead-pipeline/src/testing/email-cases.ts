/**
 * The e-mail rule's one table: each address, whether it has the spec's shape (EMAIL_SHAPE, §5:
 * non-space, @, non-space, dot, non-space, case-insensitive) and whether the server's rule accepts
 * it (isAcceptableEmail: the shape, one ASCII @, a dot-atom local part, a hostname-like domain).
 * email.test.ts checks the rule against it; the schema's and the form's tests run it through
 * what they add (trimming, the field's codes), so all three agree by construction.
 */
export const EMAIL_CASES: readonly (readonly [address: string, shape: boolean, accepted: boolean])[] = [
  ['jane@example.com', true, true],
  ['JANE@EXAMPLE.COM', true, true],
  ['a@b.c', true, true],
  ['first.last+tag@sub.example.co.uk', true, true],
  ["o'brien@example.ie", true, true],
  ['zoë@exämple.de', true, true],
  ['a=b?c@example.com', true, true],
  // The simple shape lets these through; the server's rule must not.
  ['"evil@x.com"@agency.com', true, false],
  ['evil@x.com@agency.com', true, false],
  ['jane@@example.com', true, false],
  ['jane@-x.com', true, false],
  ['jane@-example.com', true, false],
  ['.jane@example.com', true, false],
  ['jane..doe@example.com', true, false],
  ['jane@example..com', true, false],
  ['jane(comment)@example.com', true, false],
  ['jane@example.com,other@example.com', true, false],
  ['jane＠evil.com@agency.com', true, false],
  ['jane\u202e@example.com', true, false],
  ['jane\u200b@example.com', true, false],
  [`${'a'.repeat(65)}@example.com`, true, false],
  [`a@${'b'.repeat(250)}.com`, true, false],
  // Not even the shape.
  ['', false, false],
  ['jane', false, false],
  ['jane@example', false, false],
  ['jane.example.com', false, false],
  ['jane@.com', false, false],
  ['@example.com', false, false],
  ['jane @example.com', false, false],
  ['jane doe@example.com', false, false],
  ['jane@exa mple.com', false, false],
  ['Jane <jane@example.com>', false, false],
  ['jane＠example.com', false, false],
  ['jane@example.com\r\nBcc: victim@example.org', false, false],
  ['jane@example.com\nBcc: victim@example.org', false, false],
];
