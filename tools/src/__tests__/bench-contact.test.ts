/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The contact bench as a short run: it must start the local stack on its own (no build), get the
 * valid quarter accepted and the invalid one refused, and find every accepted lead stored. Its
 * speed is not asserted here (budgets live in the bench's own output).
 */
it('npm run bench:contact runs end to end and every accepted request is stored', () => {
  const result = spawnSync(process.execPath, [path.join(__dirname, '..', 'bench-contact.ts')], {
    env: { ...process.env, BENCH_REQUESTS: '200', BENCH_WARM_UP: '20', BENCH_CONNECTIONS: '4' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.stderr).not.toMatch(/Error/);
  expect(result.status).toBe(0);
  const [, accepted = 0, refused = 0] = (
    /accepted \/ refused:\s+(\d+) \/ (\d+)/.exec(result.stdout) ?? []
  ).map(Number);
  expect(accepted + refused).toBe(200);
  expect(refused).toBeGreaterThan(30); // the invalid quarter, give or take the connections' rotation
  expect(result.stdout).toMatch(/stored leads: \d+ == accepted/);
}, 90_000);
