/**
 * The local stack in a process of its own, for measuring its memory: prints its URL, then answers
 * each line on stdin with its peak resident set size in bytes.
 */
import { createInterface } from 'node:readline';
import { createJsonLogger } from '@fernhill/lead-pipeline/log';
import { startLocalStack } from '../../app.ts';
import { loadServerConfig } from '../../config.ts';

// Logs go to stderr: stdout carries only the answers.
const log = createJsonLogger((line) => process.stderr.write(`${line}\n`));
const stack = await startLocalStack(loadServerConfig({ ...process.env, PORT: '0' }), { log });
process.stdout.write(`${stack.url}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'exit') break;
  process.stdout.write(`${process.resourceUsage().maxRSS * 1024}\n`);
}
await stack.close();
