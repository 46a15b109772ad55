/**
 * `npm start` / `npm run serve`: the production build, the contact function and the storage
 * stand-in on one port. Configuration: environment variables, see server/README.md.
 */
import { startLocalStack } from './app.ts';
import { loadServerConfig } from './config.ts';

const stack = await startLocalStack(loadServerConfig(process.env));
process.stdout.write(`\n  Fernhill Studio is served at ${stack.url}\n\n`);

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  stack.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
