/** @jest-environment node */
import { loadPipelineConfig } from '../config.ts';
import { SEND_TIMEOUT_MS } from '../mail/smtp.ts';

const defaults = { bucket: 'b', storageOrigins: [] };

describe('pipeline configuration', () => {
  it('leases a row for longer than one send may take, and refuses to start otherwise', () => {
    expect(loadPipelineConfig({}, defaults).outbox.leaseMs).toBeGreaterThan(SEND_TIMEOUT_MS);
    expect(() => loadPipelineConfig({ OUTBOX_LEASE_MS: String(SEND_TIMEOUT_MS) }, defaults)).toThrow(
      /OUTBOX_LEASE_MS must exceed/,
    );
  });
});
