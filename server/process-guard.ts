import type { Logger } from 'pino';

/** The part of `process` the guard listens on (tests give it an EventEmitter). */
interface ProcessEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
}

/** Logs every error no handler caught; keeps serving after a failed promise and exits with 1 after an uncaught throw. */
export function guardProcess(target: ProcessEvents, logger: Logger, exit: (code: number) => void) {
  // A promise nobody awaited failed: the request that made it has been answered or has failed on its own, and no
  // state is left half-changed by a throw, so the error is logged and the server keeps serving.
  target.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
  // A throw that escaped every handler may have left a stream, a timer or a transaction half-done, and Node's own
  // advice is not to resume. The error is logged and the process exits with 1 for the supervisor (deploy/dietbar.service,
  // Restart=always) to start a clean one; SQLite's journal makes the stop as safe as a kill (each commit is whole).
  target.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception: exiting for the supervisor to restart the server');
    exit(1);
  });
}
