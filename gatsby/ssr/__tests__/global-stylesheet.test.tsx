/** @jest-environment node */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { linkGlobalStylesheet } from '../global-stylesheet';

describe('linkGlobalStylesheet', () => {
  it("links Gatsby's inlined global stylesheet and leaves every other head tag as it is", () => {
    const head = [
      <style
        key="global"
        data-href="/styles.abc123.css"
        data-identity="gatsby-global-css"
        dangerouslySetInnerHTML={{ __html: '.a{color:red}' }}
      />,
      <style key="theme" id="theme-css" dangerouslySetInnerHTML={{ __html: ':root{--x:1}' }} />,
      <link key="icon" rel="icon" href="/favicon.svg" />,
    ];
    const html = renderToStaticMarkup(<>{linkGlobalStylesheet(head)}</>);
    expect(html).toBe(
      '<link rel="stylesheet" href="/styles.abc123.css"/>' +
        '<style id="theme-css">:root{--x:1}</style>' +
        '<link rel="icon" href="/favicon.svg"/>',
    );
  });
});
