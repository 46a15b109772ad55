/** @jest-environment node */
import { ATTACHMENT, validateContactFields } from '@fernhill/lead-pipeline/contact/schema';
import { EMAIL_CASES } from '@fernhill/lead-pipeline/testing/email-cases';
import { attachmentProblem, fieldMessage } from '../form-messages';

const valid = { name: 'Jane', email: 'jane@example.com', message: 'An app' };

describe('the fields the form highlights, through the shared schema the function also uses', () => {
  it('refuses every address the e-mail rule refuses (its table: testing/email-cases.ts)', () => {
    for (const [address, , accepted] of EMAIL_CASES) {
      const { email } = validateContactFields({ ...valid, email: address });
      expect([address, email === undefined]).toEqual([address, accepted]);
    }
  });

  it('trims an address as the server does', () => {
    expect(validateContactFields({ ...valid, email: '  jane@example.com  ' })).toEqual({});
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

  it('allows exactly the limit and refuses one byte more, naming the limit and the e-mail way out', () => {
    const limit = ATTACHMENT.maxBytes;
    expect(attachmentProblem(file('big.pdf', limit), 'hello@fernhill.studio')).toBeNull();
    expect(attachmentProblem(file('big.pdf', limit + 1), 'hello@fernhill.studio')).toBe(
      '“big.pdf” is larger than 10 MB. Please attach a smaller file, or send it to hello@fernhill.studio.',
    );
  });

  it('refuses an empty file', () => {
    expect(attachmentProblem(file('empty.pdf', 0), 'x@y.z')).toMatch(/is empty/);
  });
});
