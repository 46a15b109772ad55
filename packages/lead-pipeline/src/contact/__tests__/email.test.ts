import { EMAIL_SHAPE, isAcceptableEmail } from '../email.ts';

describe('EMAIL_SHAPE (spec §5: non-space, @, non-space, dot, non-space)', () => {
  it.each([
    ['jane@example.com', true],
    ['JANE@EXAMPLE.COM', true],
    ['a@b.c', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['"evil@x.com"@agency.com', true], // the simple shape lets this through: the server rule must not
    ['jane@example', false],
    ['jane.example.com', false],
    ['jane @example.com', false],
    ['@example.com', false],
    ['jane@-x.com', true], // shape only; the server rule refuses a label starting with a dash
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(EMAIL_SHAPE.test(value)).toBe(expected);
  });
});

describe('isAcceptableEmail (server rule: spec shape plus no header tricks)', () => {
  it.each([
    ['jane@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ["o'brien@example.ie", true],
    ['zoë@exämple.de', true],
    ['a@b.c', true],
    ['"evil@x.com"@agency.com', false],
    ['evil@x.com@agency.com', false],
    ['jane＠example.com', false],
    ['jane＠evil.com@agency.com', false],
    ['jane@example.com\r\nBcc: victim@example.org', false],
    ['jane@example.com\nBcc: victim@example.org', false],
    ['jane@exa mple.com', false],
    ['Jane <jane@example.com>', false],
    ['jane@example.com,other@example.com', false],
    ['jane(comment)@example.com', false],
    ['.jane@example.com', false],
    ['jane..doe@example.com', false],
    ['jane@-example.com', false],
    ['jane@-x.com', false],
    ['jane@example..com', false],
    ['jane@.com', false],
    ['jane\u202e@example.com', false],
    ['jane\u200b@example.com', false],
    [`${'a'.repeat(65)}@example.com`, false],
    [`a@${'b'.repeat(250)}.com`, false],
  ])('%j → %s', (value, expected) => {
    expect(isAcceptableEmail(value)).toBe(expected);
  });
});
