/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFingerprint, writeBuildInfo } from '../build-info';

describe('the content fingerprint in build-info.json', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-info-'));
  const pub = path.join(dir, 'public');
  const deploy = path.join(dir, 'firebase.deploy.json');
  beforeAll(() => {
    fs.mkdirSync(path.join(pub, 'Blog'), { recursive: true });
    fs.writeFileSync(path.join(pub, 'index.html'), '<h1>Home</h1>');
    fs.writeFileSync(deploy, '{"hosting":{}}');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is the same for the same output, whatever build-info.json says, and changes with a new post', () => {
    const before = contentFingerprint(pub, deploy);
    writeBuildInfo(pub, 'hash-1', deploy);
    const info = JSON.parse(fs.readFileSync(path.join(pub, 'build-info.json'), 'utf8'));
    expect(info).toMatchObject({ id: 'hash-1', contentHash: before });
    expect(contentFingerprint(pub, deploy)).toBe(before);
    fs.writeFileSync(path.join(pub, 'Blog', 'index.html'), '<h1>A post dated today</h1>');
    expect(contentFingerprint(pub, deploy)).not.toBe(before);
  });

  it('changes with the hosting configuration', () => {
    const before = contentFingerprint(pub, deploy);
    fs.writeFileSync(deploy, '{"hosting":{"redirects":[]}}');
    expect(contentFingerprint(pub, deploy)).not.toBe(before);
  });
});
