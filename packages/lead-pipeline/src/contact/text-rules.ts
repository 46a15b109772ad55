/**
 * Character-level rules shared by every contact field. Written as a code-unit scan rather than
 * regular expressions so lone surrogates are caught precisely and no control characters sit in source.
 */
export type TextProblem = 'control' | 'bidi' | 'surrogate';

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;
// Bidi embeddings, overrides and isolates can make a mail or a log line read differently from its bytes.
const isBidiControl = (c: number) => (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
// C0, DEL, C1 and the Unicode line/paragraph separators (they break lines in some mail clients).
const isControl = (c: number) => c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029;

/** First problem found in `value`, or null. `multiline` allows \n and \t (the message body). */
export function findTextProblem(value: string, multiline: boolean): TextProblem | null {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (isHighSurrogate(c)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return 'surrogate';
      i++;
      continue;
    }
    if (isLowSurrogate(c)) return 'surrogate';
    if (isBidiControl(c)) return 'bidi';
    if (isControl(c) && !(multiline && (c === 0x0a || c === 0x09))) return 'control';
  }
  return null;
}
