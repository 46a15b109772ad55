/** @jest-environment node */
import { EMAIL_CASES } from '../../testing/email-cases.ts';
import { contactUploadPath } from '../upload-path.ts';
import { ATTACHMENT, CONTACT_LIMITS, parseContactRequest, validateContactFields } from '../schema.ts';
import type { ContactParseResult } from '../schema.ts';

const PREFIX = 'https://firebasestorage.googleapis.com/v0/b/fernhill-studio.firebasestorage.app/o/';
const options = { fileUrlPrefixes: [PREFIX] };
const valid = { name: 'Jane Doe', email: 'jane@example.com', message: 'We need an iOS app.', sendNDA: 'No' };
const fileUrl = (path: string, token = '0b5c6a2e-1111-4222-8333-944455556666') =>
  `${PREFIX}${encodeURIComponent(path)}?alt=media&token=${token}`;

function failure(result: ContactParseResult) {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return { field: result.field, code: result.code };
}

describe('validateContactFields (what the form highlights)', () => {
  it('returns no errors for valid values', () => {
    expect(validateContactFields({ name: ' Jane ', email: 'jane@example.com', message: 'Hi' })).toEqual({});
  });

  it('flags each empty or blank field as required', () => {
    expect(validateContactFields({ name: '  ', email: '', message: '\n\t' })).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
  });

  // Issue 32 #9: a name of Braille blanks was stored and mailed as "New project inquiry from ⠀⠀".
  it.each([
    ['Braille blanks', '\u2800\u2800'],
    ['no-break and ideographic spaces', '\u00a0\u3000\u2007'],
    ['zero-width space and joiners', '\u200b\u200c\u200d'],
    ['a Hangul filler between spaces', ' \u3164 '],
    ['a soft hyphen and a variation selector', '\u00ad\ufe0f'],
    // Found by the abuse trial: marks with nothing to sit on, fillers fonts draw empty, no character.
    ['combining marks alone', '\u0301\u20dd'],
    ['a space and a combining mark', '\u3000\u0301'],
    ['the Khitan filler and the null notehead', '\u{16FE4}\u{1D159}'],
    ['private-use and unassigned code points', '\ue000\u0378'],
  ])('flags a name or message of nothing but %s as required', (_label, blank) => {
    expect(validateContactFields({ name: blank, email: 'jane@example.com', message: blank })).toEqual({
      name: 'required',
      message: 'required',
    });
    expect(failure(parseContactRequest({ ...valid, name: `${blank}` }, options)).field).toBe('name');
    expect(failure(parseContactRequest({ ...valid, message: blank }, options))).toEqual({
      field: 'message',
      code: 'required',
    });
  });

  it('flags a name of Braille blanks as required, not as a name', () => {
    expect(failure(parseContactRequest({ ...valid, name: '\u2800\u2800' }, options))).toEqual({
      field: 'name',
      code: 'required',
    });
    expect(parseContactRequest({ ...valid, name: '\u2800Jane\u2800' }, options).ok).toBe(true);
  });

  it('flags an email that fails the shape, and a too long name and message', () => {
    expect(
      validateContactFields({
        name: 'x'.repeat(CONTACT_LIMITS.name + 1),
        email: 'jane@example',
        message: 'y'.repeat(CONTACT_LIMITS.message + 1),
      }),
    ).toEqual({ name: 'tooLong', email: 'invalid', message: 'tooLong' });
  });

  it('accepts names and messages at exactly the limit', () => {
    expect(
      validateContactFields({
        name: 'x'.repeat(CONTACT_LIMITS.name),
        email: 'jane@example.com',
        message: 'y'.repeat(CONTACT_LIMITS.message),
      }),
    ).toEqual({});
  });
});

describe('parseContactRequest', () => {
  it('accepts a valid request and normalises it', () => {
    const result = parseContactRequest(
      { ...valid, name: '  Jane Doe ', message: 'Line one\r\nLine two\n', captchaToken: 'abc_DEF-123' },
      options,
    );
    expect(result).toEqual({
      ok: true,
      value: { ...valid, message: 'Line one\nLine two', captchaToken: 'abc_DEF-123' },
    });
  });

  it('treats empty file, captcha and honeypot values as absent', () => {
    const result = parseContactRequest({ ...valid, file: '', captchaToken: '', website: '' }, options);
    expect(result).toEqual({ ok: true, value: valid });
  });

  it('accepts a download URL of our bucket under contact/', () => {
    const file = fileUrl(contactUploadPath('Jane Doe', 'Brief.PDF', '1700000000000'));
    expect(parseContactRequest({ ...valid, file }, options)).toEqual({ ok: true, value: { ...valid, file } });
  });

  it.each([
    ['not an object', 'hello', 'body'],
    ['an array', [valid], 'body'],
    ['null', null, 'body'],
  ])('rejects %s', (_label, input, field) => {
    expect(failure(parseContactRequest(input, options)).field).toBe(field);
  });

  it.each([
    ['an unknown field', { ...valid, company: 'ACME' }, 'company', 'unknownField'],
    ['a __proto__ key', JSON.parse(`{"__proto__":{"admin":true},"name":"J"}`), '__proto__', 'unknownField'],
    ['a constructor key', { ...valid, constructor: { prototype: {} } }, 'constructor', 'unknownField'],
    ['a prototype key', { ...valid, prototype: {} }, 'prototype', 'unknownField'],
    ['a missing name', { email: valid.email, message: valid.message, sendNDA: 'No' }, 'name', 'required'],
    ['a numeric name', { ...valid, name: 42 }, 'name', 'wrongType'],
    ['an array message', { ...valid, message: ['a'] }, 'message', 'wrongType'],
    ['an object email', { ...valid, email: { toString: 'x' } }, 'email', 'wrongType'],
    ['a zero-width space in the name', { ...valid, name: 'Jane\u200bDoe' }, 'name', 'invisible'],
    ['a zero-width joiner in the name', { ...valid, name: 'Jane\u200d Doe' }, 'name', 'invisible'],
    ['a name of Hangul fillers (blank)', { ...valid, name: '\u3164\u3164' }, 'name', 'required'],
    ['a name with a Hangul filler inside', { ...valid, name: 'Jane\u3164Doe' }, 'name', 'invisible'],
    ['a word joiner in the message', { ...valid, message: 'pay\u2060now please' }, 'message', 'invisible'],
    [
      'a tag character in the message',
      { ...valid, message: 'hello \u{e0041} there' },
      'message',
      'invisible',
    ],
    ['a boolean sendNDA', { ...valid, sendNDA: true }, 'sendNDA', 'invalid'],
    ['a lower-case sendNDA', { ...valid, sendNDA: 'yes' }, 'sendNDA', 'invalid'],
    ['a missing sendNDA', { name: 'J', email: valid.email, message: 'm' }, 'sendNDA', 'required'],
    ['CR/LF in the name', { ...valid, name: 'Jane\r\nBcc: victim@example.org' }, 'name', 'invalid'],
    ['LF in the name', { ...valid, name: 'Jane\nBcc: x@y.z' }, 'name', 'invalid'],
    ['a lone high surrogate', { ...valid, name: 'Jane \ud83d' }, 'name', 'invalid'],
    ['a lone low surrogate', { ...valid, message: 'hi \ude00 there' }, 'message', 'invalid'],
    ['an RTL override in the name', { ...valid, name: 'Jane \u202egnp.exe' }, 'name', 'invalid'],
    ['a bidi isolate in the message', { ...valid, message: 'pay \u2067now\u2069' }, 'message', 'invalid'],
    ['a NUL in the message', { ...valid, message: 'a\u0000b' }, 'message', 'invalid'],
    ['an escape sequence in the message', { ...valid, message: 'a\u001b[31mred' }, 'message', 'invalid'],
    ['a lone CR in the message', { ...valid, message: 'a\rb' }, 'message', 'invalid'],
    ['a 10 MB message', { ...valid, message: 'x'.repeat(10 * 1024 * 1024) }, 'message', 'tooLong'],
    ['a 3 000 character captcha', { ...valid, captchaToken: 'a'.repeat(3000) }, 'captchaToken', 'tooLong'],
    ['a captcha with odd characters', { ...valid, captchaToken: 'abc<script>' }, 'captchaToken', 'invalid'],
    ['a numeric captcha', { ...valid, captchaToken: 7 }, 'captchaToken', 'invalid'],
    ['a filled honeypot', { ...valid, website: 'https://spam.example' }, 'website', 'honeypot'],
    ['a non-string honeypot', { ...valid, website: 1 }, 'website', 'honeypot'],
  ])('rejects %s', (_label, input, field, code) => {
    expect(failure(parseContactRequest(input, options))).toEqual({ field, code });
  });

  it('applies the e-mail rule (its table: testing/email-cases.ts) to the trimmed address', () => {
    for (const [address, , accepted] of EMAIL_CASES) {
      const result = parseContactRequest({ ...valid, email: ` ${address} ` }, options);
      const expected = accepted ? { ok: true } : { ok: false, field: 'email' };
      expect([address, result]).toEqual([address, expect.objectContaining(expected)]);
    }
    expect(failure(parseContactRequest({ ...valid, email: '  ' }, options)).code).toBe('required');
  });

  it('reports the honeypot before any other problem, so bots learn nothing', () => {
    expect(failure(parseContactRequest({ website: 'x', email: 'bad', extra: 1 }, options)).code).toBe(
      'honeypot',
    );
  });

  it('names a wrong type precisely', () => {
    const result = parseContactRequest({ ...valid, name: 123 }, options);
    expect(result).toMatchObject({ ok: false, field: 'name', message: 'The field "name" must be text.' });
  });

  it('keeps the joiners scripts and emoji need inside a message', () => {
    const message = 'Our team 👩\u200d💻 works in Persian (می\u200cخواهم) and Thai (สวัสดี\u200bครับ).';
    const result = parseContactRequest({ ...valid, message }, options);
    expect(result).toMatchObject({ ok: true, value: { message } });
  });

  it('keeps emojis and accents, which are well-formed text', () => {
    const result = parseContactRequest(
      { ...valid, name: 'Zoë 😀 Ørsted', message: 'Tabs\tand\nlines 👍' },
      options,
    );
    expect(result.ok).toBe(true);
  });

  it('stores =HYPERLINK(...) as plain text (neutralised only when exported to CSV)', () => {
    const result = parseContactRequest({ ...valid, name: '=HYPERLINK("http://evil.example","x")' }, options);
    expect(result).toMatchObject({ ok: true, value: { name: '=HYPERLINK("http://evil.example","x")' } });
  });

  it.each([
    [
      'another bucket',
      'https://firebasestorage.googleapis.com/v0/b/evil-bucket/o/contact%2Fa%2Fb.pdf?alt=media&token=0b5c6a2e-1111',
    ],
    [
      'another host',
      'https://evil.example/v0/b/fernhill-studio.firebasestorage.app/o/contact%2Fa%2Fb.pdf?alt=media&token=0b5c6a2e-1111',
    ],
    ['a path outside contact/', fileUrl('other/a/b.pdf')],
    ['a raw ../', `${PREFIX}contact%2F..%2F..%2Fsecret.pdf?alt=media&token=0b5c6a2e-1111`],
    ['an encoded %2e%2e', `${PREFIX}contact%2F%2e%2e%2Fa%2Fb.pdf?alt=media&token=0b5c6a2e-1111`],
    ['a plain ../ segment', `${PREFIX}../contact%2Fa%2Fb.pdf?alt=media&token=0b5c6a2e-1111`],
    ['a missing token', `${PREFIX}${encodeURIComponent('contact/a/b.pdf')}?alt=media`],
    ['an extra query parameter', `${fileUrl('contact/a/b.pdf')}&x=1`],
    ['a disallowed extension', fileUrl('contact/a/b.exe')],
    ['a 1 000 character file name', fileUrl(`contact/a/${'f'.repeat(1000)}.pdf`)],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a URL over 2 048 characters', `${fileUrl('contact/a/b.pdf')}${'0'.repeat(2100)}`],
    ['a number', 12],
  ])('rejects a file URL with %s', (_label, file) => {
    expect(failure(parseContactRequest({ ...valid, file }, options)).field).toBe('file');
  });

  // What a mail client decodes in a Subject or Reply-To: a bidi override and CR/LF ("Bcc: …") that
  // the rules refuse when typed literally must not pass in RFC 2047 form either.
  it.each([
    ['name', '=?utf-8?B?Qm9iIOKArmV4ZS5mZHANCkJjYzogeEBldmlsLmV4YW1wbGU=?='],
    ['name', 'Bob =?UTF-8?Q?=E2=80=AE?= Smith'],
    ['name', '=?iso-8859-1?q?J=F6rg?='],
    ['email', '=?utf-8?q?x=0d=0a?=@example.com'],
    ['email', 'a=?utf-8?b?eA==?=b@example.com'],
  ])('refuses an RFC 2047 encoded word in the %s', (field, value) => {
    expect(failure(parseContactRequest({ ...valid, [field]: value }, options))).toEqual({
      field,
      code: 'invalid',
    });
    expect(validateContactFields({ ...valid, [field]: value })).toEqual({ [field]: 'invalid' });
  });

  it('keeps a name or address with = or ? that is no encoded word', () => {
    expect(parseContactRequest({ ...valid, name: 'Is this = that?' }, options).ok).toBe(true);
    expect(parseContactRequest({ ...valid, email: 'a=b?c@example.com' }, options).ok).toBe(true);
  });

  it('gives every failure a short human message', () => {
    const result = parseContactRequest({ ...valid, email: 'nope' }, options);
    expect(result).toMatchObject({
      ok: false,
      message: 'Please enter a valid email address, like name@company.com.',
    });
  });
});

describe('ATTACHMENT', () => {
  it('lists the accepted extensions (spec .text and issue .txt) with a 10 MB limit', () => {
    expect(ATTACHMENT.maxBytes).toBe(10 * 1024 * 1024);
    expect(ATTACHMENT.accept).toBe('.doc,.docx,.pdf,.txt,.text,.pptx');
    expect(Object.fromEntries(ATTACHMENT.types.map((t) => [t.extension, t.mimeType]))).toMatchObject({
      '.pdf': 'application/pdf',
      '.doc': 'application/msword',
      '.text': 'text/plain',
    });
  });
});
