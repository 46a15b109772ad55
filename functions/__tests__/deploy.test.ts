/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEPLOYED_DEFAULTS } from '../src/defaults.ts';

/** Cloud Build installs exactly what functions/package-lock.json pins: it must match package.json. */
const dir = path.join(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));

describe('functions deploy manifest', () => {
  it('pins every dependency to an exact version', () => {
    for (const [name, range] of Object.entries<string>(manifest.dependencies))
      expect([name, range]).toEqual([name, expect.stringMatching(/^\d+\.\d+\.\d+$/)]);
  });

  it('has a lock that records the same dependencies at those versions', () => {
    expect(lock.packages[''].dependencies).toEqual(manifest.dependencies);
    for (const [name, version] of Object.entries<string>(manifest.dependencies))
      expect([name, lock.packages[`node_modules/${name}`]?.version]).toEqual([name, version]);
  });

  it('depends on no workspace package (the pipeline is bundled at predeploy)', () => {
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@fernhill/'))).toEqual([]);
    expect(manifest.scripts.build).toContain('--bundle');
  });
});

describe('deployed defaults', () => {
  it('accept captcha tokens from the host of the site identity (content/site.json)', () => {
    const site = JSON.parse(readFileSync(path.join(dir, '..', 'content', 'site.json'), 'utf8'));
    const hosts = DEPLOYED_DEFAULTS['RECAPTCHA_HOSTNAMES']?.split(',');
    expect(hosts).toContain(new URL(site.siteUrl).hostname);
  });

  it('hand the editor’s sign-in token to the site’s own origin', () => {
    const site = JSON.parse(readFileSync(path.join(dir, '..', 'content', 'site.json'), 'utf8'));
    expect(DEPLOYED_DEFAULTS['CMS_SITE_ORIGIN']).toBe(new URL(site.siteUrl).origin);
  });
});
