/** @jest-environment node */
import { clientIp } from '@fernhill/lead-pipeline/client-ip';
import { loadPipelineConfig } from '@fernhill/lead-pipeline/config';
import { DEPLOYED_DEFAULTS } from '../src/defaults.ts';

/**
 * The deployed function's client address, through Hosting and called directly (issue 32, item 5).
 * Google's front end appends the address that connected to it as X-Forwarded-For's last entry,
 * which nobody else can write: through Hosting that is a Fastly node (which appended the visitor
 * before it), called directly it is the visitor. Everything left of that is the caller's own text.
 */
const policy = loadPipelineConfig(DEPLOYED_DEFAULTS, { bucket: 'b', storageOrigins: [] }).clientIp;
const from = (forwardedFor: string) => clientIp('169.254.1.1', { 'x-forwarded-for': forwardedFor }, policy);

describe('the deployed function’s client address', () => {
  it('through Hosting: the entry Fastly appended, whatever the visitor wrote before it', () => {
    expect(from('198.51.100.7, 151.101.65.195')).toBe('198.51.100.7');
    expect(from('6.6.6.6, 198.51.100.7, 151.101.65.195')).toBe('198.51.100.7');
    expect(from('2001:db8::7, 2a04:4e42:600::313')).toBe('2001:db8::7');
  });

  it('called directly: the entry Google’s front end appended, not one the caller wrote', () => {
    expect(from('198.51.100.7')).toBe('198.51.100.7');
    const rotated = ['6.6.6.1', '6.6.6.2', '6.6.6.3'].map((forged) => from(`${forged}, 198.51.100.7`));
    expect(rotated).toEqual(['198.51.100.7', '198.51.100.7', '198.51.100.7']);
  });
});
