import { EMAIL_SHAPE, validateContactFields } from '@fernhill/lead-pipeline/contact/schema';
import { attachmentProblem, fieldMessage } from '../form-messages';

const valid = { name: 'Jane', email: 'jane@example.com', message: 'An app' };

describe('email rule, through the shared schema the form and the function both use', () => {
  it.each([
    ['jane@example.com', true],
    ['JANE@EXAMPLE.COM', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['  jane@example.com  ', true], // trimmed, as the server does
    ['', false],
    ['jane', false],
    ['jane@example', false],
    ['@example.com', false],
    ['jane@.com', false],
    ['jane doe@example.com', false],
    ['jane@exa mple.com', false],
    ['jane@@example.com', false],
    ['"evil@x.com"@example.com', false],
  ])('%p is %s', (email, accepted) => {
    const errors = validateContactFields({ ...valid, email });
    expect(errors.email === undefined).toBe(accepted);
  });

  it('keeps the spec shape: non-space, @, non-space, dot, non-space, case-insensitive', () => {
    expect(EMAIL_SHAPE.test('a@b.c')).toBe(true);
    expect(EMAIL_SHAPE.test('a@b')).toBe(false);
    expect(EMAIL_SHAPE.flags).toContain('i');
  });

  it('requires name, email and message (spaces alone do not count)', () => {
    expect(validateContactFields({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
    expect(validateContactFields(valid)).toEqual({});
  });

  it('has a short message for every code the schema can return', () => {
    for (const field of ['name', 'email', 'message'] as const) {
      for (const code of ['required', 'invalid', 'tooLong'] as const) {
        expect(fieldMessage(field, code)).toMatch(/^[A-Z].{10,70}\.$/);
      }
    }
  });
});

describe('attachment rules (10 MB, the accepted types)', () => {
  const file = (name: string, size: number) => ({ name, size });

  it.each(['brief.pdf', 'brief.doc', 'brief.docx', 'notes.txt', 'notes.text', 'deck.PPTX'])(
    'accepts %s',
    (name) => {
      expect(attachmentProblem(file(name, 1000), 'hello@fernhill.studio')).toBeNull();
    },
  );

  it.each(['photo.png', 'run.exe', 'page.html', 'noextension'])(
    'refuses %s with the accepted list',
    (name) => {
      expect(attachmentProblem(file(name, 1000), 'x@y.z')).toMatch(/cannot be attached.*\.pdf/);
    },
  );

  it('allows exactly 10 MB and refuses one byte more, naming the limit and the e-mail way out', () => {
    const limit = 10 * 1024 * 1024;
    expect(attachmentProblem(file('big.pdf', limit), 'hello@fernhill.studio')).toBeNull();
    expect(attachmentProblem(file('big.pdf', limit + 1), 'hello@fernhill.studio')).toBe(
      '“big.pdf” is larger than 10 MB. Please attach a smaller file, or send it to hello@fernhill.studio.',
    );
  });

  it('refuses an empty file', () => {
    expect(attachmentProblem(file('empty.pdf', 0), 'x@y.z')).toMatch(/is empty/);
  });
});
