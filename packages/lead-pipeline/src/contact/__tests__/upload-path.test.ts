/** @jest-environment node */
import { contactUploadPath, isContactObjectPath } from '../upload-path.ts';

describe('contactUploadPath', () => {
  it('puts the file under contact/{name entered}, with a unique prefix and the extension kept', () => {
    expect(contactUploadPath('Jane Doe', 'Project Brief.pdf', '1700000000000')).toBe(
      'contact/Jane-Doe/1700000000000-Project-Brief.pdf',
    );
  });

  it('folds accents and drops characters that could build another path', () => {
    expect(contactUploadPath('Zoë ../../etc', '../../passwd.TXT', 'u1')).toBe(
      'contact/Zoe-etc/u1-passwd.txt',
    );
    expect(contactUploadPath('a/b\\c', 'x/y.docx', 'u/2')).toBe('contact/a-b-c/u-2-x-y.docx');
  });

  it('falls back to placeholders when nothing usable is left', () => {
    expect(contactUploadPath('李雷', '...', '***')).toBe('contact/anonymous/upload-file');
    expect(contactUploadPath('', '.pdf', 'u')).toBe('contact/anonymous/u-pdf'); // a dot file has no extension;
  });

  it('bounds the length, even for a 1 000 character file name', () => {
    const path = contactUploadPath('N'.repeat(500), `${'f'.repeat(1000)}.pptx`, 'x'.repeat(100));
    expect(path.length).toBeLessThanOrEqual(200);
    expect(path.endsWith('.pptx')).toBe(true);
    expect(isContactObjectPath(path)).toBe(true);
  });

  it.each([
    ['Jane', 'brief.pdf'],
    ['Ünïcödé Näme', 'Ängebot (final).docx'],
    ['  spaced  ', '  notes  .text'],
  ])('always produces an accepted object path (%s, %s)', (name, file) => {
    expect(isContactObjectPath(contactUploadPath(name, file, 'id-1'))).toBe(true);
  });
});

describe('isContactObjectPath', () => {
  it.each([
    ['contact/jane/1-brief.pdf', true],
    ['contact/Jane Doe/brief.pdf', true],
    ['contact/jane/brief.pdf/extra', false],
    ['contact/brief.pdf', false],
    ['other/jane/brief.pdf', false],
    ['contact/../brief.pdf', false],
    ['contact/./dot.pdf', false],
    ['contact/jane/.', false],
    ['contact/jane/..pdf', false],
    ['contact//brief.pdf', false],
    ['contact/jane/a\\b.pdf', false],
    ['contact/jane/a\u0000.pdf', false],
    ['contact/jane/ brief.pdf', false],
    [`contact/jane/${'f'.repeat(201)}`, false],
    // Over 200 bytes of UTF-8 in fewer characters: too long for a file name on disk.
    [`contact/jane/${'é'.repeat(130)}.pdf`, false],
    [`contact/${'ж'.repeat(200)}/brief.pdf`, false],
    [`contact/jane/${'😀'.repeat(98)}.pdf`, false],
    [`contact/jane/${'é'.repeat(90)}.pdf`, true],
  ])('%j → %s', (path, expected) => {
    expect(isContactObjectPath(path)).toBe(expected);
  });
});
