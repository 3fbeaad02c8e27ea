import type { Middleware } from 'koa';

/** Whether the server is stopping (SIGTERM): it then says it is not ready, and lets no connection outlive its answer. */
export function drainState() {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}

export type DrainState = ReturnType<typeof drainState>;

/**
 * While the server drains, each answer closes its connection: a client holding a kept-alive connection (a load
 * balancer, a browser) sends its next request elsewhere instead of to an instance about to exit.
 */
export function closeConnectionsWhileDraining(state: DrainState): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (state.draining) ctx.set('Connection', 'close');
    }
  };
}
