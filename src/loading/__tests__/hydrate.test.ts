/** @jest-environment node */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { version as reactVersion } from 'react';
import { rootOptions } from '../hydrate';

const require = createRequire(__filename);

describe('the hydration the site replaces (gatsby-browser replaceHydrateFunction)', () => {
  it("restates exactly the root options Gatsby's own hydration passes", () => {
    // Gatsby calls a replaced renderer with (element, container) only; its options are restated in
    // hydrate.ts. The day Gatsby passes other options, this fails and hydrate.ts must follow.
    const source = fs.readFileSync(require.resolve('gatsby/cache-dir/production-app.js'), 'utf8');
    const call = source.match(/hydrate\(Component, el, \{([^}]*)\}\)/);
    expect(call).not.toBeNull();
    const keys = [...call![1]!.matchAll(/(\w+):/g)].map((m) => m[1]);
    expect(keys).toEqual(Object.keys(rootOptions));
  });

  it('runs on React 18, whose hydration keeps the HTML that Static leaves to the server', () => {
    // React 19 re-renders an element whose server HTML came from dangerouslySetInnerHTML
    // (facebook/react#32975), and Gatsby 5.16 accepts React 19: package.json pins 18.x for this.
    expect(reactVersion).toMatch(/^18\./);
  });
});
