/** @jest-environment node */
import { composeLeadMail } from '../compose.ts';
import { smtpConnectionFromUrl } from '../smtp.ts';
import type { Lead } from '../../store/types.ts';

const lead: Lead = {
  id: '9f1c2d3e-0000-4000-8000-000000000001',
  receivedAt: '2026-03-02T10:00:00.000Z',
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'We need an iOS app.\nBudget: 40k',
  sendNDA: 'Yes',
  file: 'http://localhost:8000/v0/b/b/o/contact%2Fjane%2F1-brief.pdf?alt=media&token=t',
  ip: '203.0.113.7',
  userAgent: null,
};
const settings = { from: 'Fernhill Studio website <leads@fernhill.studio>', to: 'hello@fernhill.studio' };

describe('composeLeadMail', () => {
  it('names the visitor in the subject, replies to them and lists every field', () => {
    const mail = composeLeadMail(lead, settings);
    expect(mail.subject).toBe('New project inquiry from Jane Doe');
    expect(mail.replyTo).toEqual({ name: 'Jane Doe', address: 'jane@example.com' });
    expect(mail.to).toBe('hello@fernhill.studio');
    for (const part of [
      'Name: Jane Doe',
      'Email: jane@example.com',
      'Send NDA: Yes',
      `Attachment: ${lead.file}`,
      lead.message,
    ]) {
      expect(mail.text).toContain(part);
    }
  });

  it('derives the Message-ID from the lead id, so a resend is the same message', () => {
    expect(composeLeadMail(lead, settings).messageId).toBe(`<lead-${lead.id}@fernhill.studio>`);
    expect(composeLeadMail(lead, settings).messageId).toBe(composeLeadMail({ ...lead }, settings).messageId);
    expect(composeLeadMail({ ...lead, id: 'other' }, settings).messageId).not.toBe(
      composeLeadMail(lead, settings).messageId,
    );
  });

  it('says so when there is no attachment', () => {
    expect(composeLeadMail({ ...lead, file: null }, settings).text).toContain('Attachment: none');
  });
});

describe('smtpConnectionFromUrl', () => {
  it.each([
    [
      'smtp://user:p%40ss@mail.example.com:2525',
      { host: 'mail.example.com', port: 2525, secure: false, auth: { user: 'user', pass: 'p@ss' } },
    ],
    ['smtp://mail.example.com', { host: 'mail.example.com', port: 587, secure: false, auth: undefined }],
    [
      'smtps://u:p@mail.example.com',
      { host: 'mail.example.com', port: 465, secure: true, auth: { user: 'u', pass: 'p' } },
    ],
    ['smtp://[::1]:25', { host: '::1', port: 25, secure: false, auth: undefined }],
  ])('%s', (url, expected) => {
    expect(smtpConnectionFromUrl(url)).toEqual(expected);
  });

  it('refuses other schemes', () => {
    expect(() => smtpConnectionFromUrl('http://mail.example.com')).toThrow(/smtp/);
  });
});
