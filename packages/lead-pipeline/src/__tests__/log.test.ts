/** @jest-environment node */
import { errorText } from '../log.ts';

describe('errorText', () => {
  it('keeps a mail server refusal to its command and code: its text quotes the visitor', () => {
    const refusal = Object.assign(
      new Error('Message failed: 554 5.7.1 Rejected: New project inquiry from Jane Doe <jane@example.com>'),
      { responseCode: 554, command: 'DATA', code: 'EMESSAGE' },
    );
    expect(errorText(refusal)).toBe('Error: SMTP DATA refused with 554');
    expect(errorText(refusal)).not.toMatch(/Jane|jane@/);
  });

  it('keeps other errors as name and message, at most 300 characters', () => {
    expect(errorText(new TypeError('x is not a function'))).toBe('TypeError: x is not a function');
    expect(errorText(new Error('a'.repeat(400)))).toHaveLength(300);
    expect(errorText('plain')).toBe('plain');
  });
});
