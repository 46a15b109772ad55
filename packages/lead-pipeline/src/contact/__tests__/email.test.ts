/** @jest-environment node */
import { EMAIL_CASES } from '../../testing/email-cases.ts';
import { EMAIL_SHAPE, isAcceptableEmail } from '../email.ts';

describe('the e-mail rule (spec §5 shape, plus no header tricks on the server)', () => {
  it.each(EMAIL_CASES)('%j: shape %s, accepted %s', (address, shape, accepted) => {
    expect(EMAIL_SHAPE.test(address)).toBe(shape);
    expect(isAcceptableEmail(address)).toBe(accepted);
  });
});
