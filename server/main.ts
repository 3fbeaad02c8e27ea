import { startServer } from './app';
import { loadConfig } from './config';
import { guardProcess } from './process-guard';
import { holdTickObjectShape } from './tick-object-shape';

/**
 * Entry point: `npm start`. Stops gracefully on SIGTERM/SIGINT: not ready from the signal on, no new connection, the
 * requests in flight finished, the admins' sockets told to reconnect elsewhere, the log flushed, exit 0.
 */
async function main() {
  // Before any request: a full collection must never find Node's next-tick entries all gone (see the module).
  holdTickObjectShape();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const server = await startServer(config);
  server.deps.logger.info({ url: server.url }, `DietBar is listening on ${server.url}`);
  // The log written to the end before the process goes.
  const exit = (code: number) => server.deps.logger.flush(() => process.exit(code));
  const shutdown = (signal: string) => {
    server.deps.logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => exit(1), 10_000);
    forced.unref();
    server.close().then(() => exit(0), () => exit(1));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  guardProcess(process, server.deps.logger, (code) => process.exit(code));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
