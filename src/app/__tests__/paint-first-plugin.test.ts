/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// The site's use of gatsby-plugin-paint-first; the plugin's own tests are in its __tests__ folder.
const site = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8');

describe('gatsby-plugin-paint-first in the site', () => {
  it('is turned on and off by one line of gatsby-config.ts, and the starter it names exists', () => {
    const lines = read('gatsby-config.ts')
      .split('\n')
      .filter((line) => line.includes("'gatsby-plugin-paint-first'"));
    expect(lines).toHaveLength(1);
    const starter = /starter: '([^']+)'/.exec(lines[0]!)?.[1];
    expect(fs.existsSync(path.join(site, starter!))).toBe(true);
  });

  it("leaves the site's own hooks nothing of its work: the site's gatsby files use only its module", () => {
    // Off, the plugin's hooks (replaceHydrateFunction, onInitialClientRender, onPostBuild's
    // rewrite, the webpack entry) do not run; the site's files must not run them either.
    for (const file of [
      'gatsby-browser.tsx',
      'gatsby-ssr.tsx',
      'gatsby-node.ts',
      'gatsby/output/post-build.ts',
    ]) {
      const source = read(file);
      expect(source).not.toMatch(
        /replaceHydrateFunction|onInitialClientRender|rewritePages|onCreateWebpackConfig/,
      );
      expect(source).not.toContain('plugins/gatsby-plugin-paint-first');
    }
  });
});
