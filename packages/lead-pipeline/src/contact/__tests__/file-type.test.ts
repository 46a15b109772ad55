/** @jest-environment node */
import { FILES, bigDocx } from '../../testing/files.ts';
import { matchesExtension, sampleOf, sniffFileType, SNIFF_BYTES } from '../file-type.ts';

describe('sniffFileType', () => {
  it.each([
    ['pdf', FILES.pdf, 'pdf'],
    ['doc', FILES.doc, 'ole'],
    ['docx', FILES.docx, 'docx'],
    ['pptx', FILES.pptx, 'pptx'],
    ['zip', FILES.plainZip, 'zip'],
    ['text', FILES.text, 'text'],
    ['exe', FILES.exe, 'binary'],
    ['html', FILES.html, 'html'],
    ['empty', FILES.empty, 'empty'],
  ])('%s', (_label, bytes, kind) => {
    expect(sniffFileType(sampleOf(bytes))).toBe(kind);
  });

  it('recognises HTML after a BOM and whitespace, in any case', () => {
    expect(sniffFileType(sampleOf(Buffer.from('\uFEFF  \n<HTML><body>x</body></HTML>')))).toBe('html');
    expect(sniffFileType(sampleOf(Buffer.from('<script>alert(1)</script>')))).toBe('html');
  });

  it('refuses text with a NUL or invalid UTF-8', () => {
    expect(sniffFileType(sampleOf(Buffer.from('abc\u0000def')))).toBe('binary');
    expect(sniffFileType(sampleOf(Buffer.from([0x61, 0xff, 0xfe, 0x62])))).toBe('binary');
  });

  it('tolerates a multi-byte character cut at the end of a partial read', () => {
    const text = Buffer.from('é'.repeat(SNIFF_BYTES));
    const head = text.subarray(0, SNIFF_BYTES + 1); // cuts the last é in half
    expect(sniffFileType({ head, size: text.length })).toBe('text');
  });

  it('finds word/ in the central directory when the local headers do not show it', () => {
    const docx = bigDocx();
    const sample = sampleOf(docx);
    expect(sniffFileType({ head: sample.head, size: sample.size })).toBe('zip');
    expect(sniffFileType(sample)).toBe('docx');
  });
});

describe('matchesExtension', () => {
  it.each([
    ['brief.pdf', FILES.pdf, true],
    ['BRIEF.PDF', FILES.pdf, true],
    ['brief.doc', FILES.doc, true],
    ['brief.docx', FILES.docx, true],
    ['deck.pptx', FILES.pptx, true],
    ['notes.txt', FILES.text, true],
    ['notes.text', FILES.text, true],
    ['setup.pdf', FILES.exe, false],
    ['page.txt', FILES.html, false],
    ['empty.pdf', FILES.empty, false],
    ['empty.txt', FILES.empty, false],
    ['deck.docx', FILES.pptx, false],
    ['archive.docx', FILES.plainZip, false],
    ['brief.exe', FILES.exe, false],
    ['noextension', FILES.pdf, false],
  ])('%s', (name, bytes, expected) => {
    expect(matchesExtension(name, sampleOf(bytes))).toBe(expected);
  });
});
