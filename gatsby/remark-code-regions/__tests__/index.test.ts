/** @jest-environment node */
import remarkCodeRegions, { focusableCode } from '../index.ts';

const prism = (language: string) =>
  `<div class="gatsby-highlight" data-language="${language}"><pre class="language-${language}"><code class="language-${language}">x</code></pre></div>`;

describe('a highlighted code block', () => {
  it('gets a focusable, labelled <pre> named for its language', () => {
    expect(focusableCode(prism('ts'))).toBe(
      '<div class="gatsby-highlight" data-language="ts"><pre tabindex="0" role="region" aria-label="Code example (ts)" class="language-ts"><code class="language-ts">x</code></pre></div>',
    );
    expect(focusableCode(prism('text'))).toContain('aria-label="Code example"');
  });

  it('leaves other HTML alone, and changes every block of a body', () => {
    expect(focusableCode('<pre>raw</pre>')).toBe('<pre>raw</pre>');
    const body = {
      type: 'root',
      children: [
        { type: 'html', value: prism('js') },
        { type: 'paragraph', children: [{ type: 'html', value: '<br>' }] },
      ],
    };
    const out = remarkCodeRegions({ markdownAST: body });
    expect(out.children?.[0]?.value).toContain('tabindex="0"');
    expect(out.children?.[1]?.children?.[0]?.value).toBe('<br>');
  });
});
