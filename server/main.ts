import { startServer } from './app';
import { loadConfig } from './config';

/** Entry point: `npm start`. Stops gracefully on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const server = await startServer(config);
  server.deps.logger.info({ url: server.url }, `DietBar is listening on ${server.url}`);
  const shutdown = (signal: string) => {
    server.deps.logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // A promise nobody awaited failed: the request that made it has been answered or has failed on its own, and no
  // state is left half-changed by a throw, so the error is logged and the server keeps serving.
  process.on('unhandledRejection', (reason: unknown) => {
    server.deps.logger.error({ err: reason }, 'unhandled promise rejection');
  });
  // A throw that escaped every handler may have left a stream, a timer or a transaction half-done, and Node's own
  // advice is not to resume. The error is logged and the process exits with 1 for the supervisor (deploy/dietbar.service,
  // Restart=always) to start a clean one; SQLite's journal makes the stop as safe as a kill (each commit is whole).
  process.on('uncaughtException', (error: Error) => {
    server.deps.logger.fatal({ err: error }, 'uncaught exception: exiting for the supervisor to restart the server');
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
