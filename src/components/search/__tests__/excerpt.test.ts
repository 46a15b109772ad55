/** @jest-environment node */
import { excerptParts } from '../excerpt';

describe('excerptParts', () => {
  it('splits Pagefind’s excerpt into text and marked words, entities decoded', () => {
    expect(excerptParts('A <mark>Flutter</mark> app for R&amp;D &lt;teams&gt; &#39;now&#x27;')).toEqual([
      { text: 'A ', marked: false },
      { text: 'Flutter', marked: true },
      { text: " app for R&D <teams> 'now'", marked: false },
    ]);
  });

  it('keeps any other tag as text, never markup', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>hi <mark><b>x</b></mark>')).toEqual([
      { text: 'hi ', marked: false },
      { text: 'x', marked: true },
    ]);
    expect(excerptParts('')).toEqual([]);
  });
});
