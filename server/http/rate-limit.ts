import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

interface RateLimitOptions {
  points: number;
  durationSeconds: number;
  keyPrefix: string;
}

interface RateLimiter {
  /** Counts one attempt of `key` (a client address); past the limit, throws a 429 with Retry-After. */
  consume(key: string): Promise<void>;
}

/** Counts attempts per key; past `points` in the window `consume` throws a 429 with Retry-After. */
export function rateLimiter(options: RateLimitOptions): RateLimiter {
  const limiter = new RateLimiterMemory({ points: options.points, duration: options.durationSeconds, keyPrefix: options.keyPrefix });
  return {
    async consume(key: string) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
        throw rejection;
      }
    },
  };
}

/** The rate-limit step of a route's chain: counts each request under the client's address; past the limit, a 429. */
export function limit(limiter: RateLimiter): Middleware {
  return async (ctx, next) => {
    await limiter.consume(ctx.ip);
    await next();
  };
}
