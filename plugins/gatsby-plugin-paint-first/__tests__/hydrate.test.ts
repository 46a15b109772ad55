/** @jest-environment node */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { rootOptions } from '../src/hydrate';

const require = createRequire(__filename);

describe('the hydration the plugin replaces (replaceHydrateFunction)', () => {
  it("restates exactly the root options Gatsby's own hydration passes", () => {
    // Gatsby calls a replaced renderer with (element, container) only; its options are restated in
    // hydrate.ts. The day Gatsby passes other options, this fails and hydrate.ts must follow.
    const source = fs.readFileSync(require.resolve('gatsby/cache-dir/production-app.js'), 'utf8');
    const call = source.match(/hydrate\(Component, el, \{([^}]*)\}\)/);
    expect(call).not.toBeNull();
    const keys = [...call![1]!.matchAll(/(\w+):/g)].map((m) => m[1]);
    expect(keys).toEqual(Object.keys(rootOptions));
  });
});
