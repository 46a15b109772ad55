/**
 * Character-level rules shared by every contact field. Written as a code-point scan rather than
 * regular expressions over strings so lone surrogates are caught precisely and no control characters
 * sit in source.
 */
export type TextProblem = 'control' | 'bidi' | 'surrogate' | 'invisible' | 'encodedWord';

/** `line`: a name, address or path. `text`: the message body (line breaks, tabs, joiners allowed). */
export type TextKind = 'line' | 'text';

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;
// Bidi embeddings, overrides and isolates can make a mail or a log line read differently from its bytes.
const isBidiControl = (c: number) => (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
// C0, DEL, C1 and the Unicode line/paragraph separators (they break lines in some mail clients).
const isControl = (c: number) => c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029;
// Invisible format characters (zero-width space, joiners, word joiner, BOM, tags…) and the Hangul
// fillers that render as blank: a name made of them looks empty or like someone else's in a Subject.
const FORMAT = /^[\p{Cf}\u115f\u1160\u3164\uffa0]$/u;
// What scripts and emoji need inside running text: ZWNJ and ZWJ (Persian, Indic, 👩‍💻), the zero-width
// space (Thai and Khmer word breaks) and the soft hyphen of pasted documents.
const TEXT_JOINERS = new Set([0x200c, 0x200d, 0x200b, 0x00ad]);

// An RFC 2047 encoded word (`=?charset?B|Q?text?=`): a name or address goes into the notification's
// Subject and Reply-To, where a mail client decodes it, so it could carry the very controls and bidi
// overrides refused below. Message text goes into the body, which no client decodes this way.
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?[^?\s]*\?=/i;

/** First problem found in `value`, or null. */
export function findTextProblem(value: string, kind: TextKind): TextProblem | null {
  if (kind === 'line' && ENCODED_WORD.test(value)) return 'encodedWord';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (isHighSurrogate(c) && !isLowSurrogate(value.charCodeAt(i + 1))) return 'surrogate';
    if (isLowSurrogate(c)) return 'surrogate';
    const point = value.codePointAt(i)!;
    if (point > 0xffff) i++;
    if (isBidiControl(point)) return 'bidi';
    if (isControl(point) && !(kind === 'text' && (point === 0x0a || point === 0x09))) return 'control';
    if (FORMAT.test(String.fromCodePoint(point)) && !(kind === 'text' && TEXT_JOINERS.has(point)))
      return 'invisible';
  }
  return null;
}

// What renders as nothing: Unicode White_Space, the default-ignorable code points (zero-width
// characters, joiners, variation selectors, the Hangul fillers, the soft hyphen…), the Braille
// blank and the musical null notehead, which no property marks as blank but fonts draw empty; and
// what shows nothing of its own (found by the abuse trial): combining marks with no letter to sit
// on (the Khitan filler is one), private-use and unassigned code points.
const BLANK = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Co}\p{Cn}\u2800\u{1D159}]|\p{M}/gu;

/** True when `value` would look empty: a field that must not be blank refuses it as missing. */
export function isBlankText(value: string): boolean {
  return value.replace(BLANK, '') === '';
}
