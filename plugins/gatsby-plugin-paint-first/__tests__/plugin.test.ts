/** @jest-environment node */
import { testPluginOptionsSchema } from 'gatsby-plugin-utils';
import { pluginOptionsSchema } from '../gatsby-node';

// How the site turns the plugin on and names its starter: src/app/__tests__/paint-first-plugin.test.ts.
describe("the plugin's options", () => {
  it('takes a starter by path, or none, and refuses one that is not a path', async () => {
    expect((await testPluginOptionsSchema(pluginOptionsSchema!, { starter: 'app/starter.ts' })).isValid).toBe(
      true,
    );
    expect((await testPluginOptionsSchema(pluginOptionsSchema!, {})).isValid).toBe(true);
    expect((await testPluginOptionsSchema(pluginOptionsSchema!, { starter: 3 })).isValid).toBe(false);
  });
});
