import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

/** Counts every request per client IP; past `points` in the window the answer is 429 with Retry-After. */
export function rateLimit(options: { points: number; durationSeconds: number; keyPrefix: string }): Middleware {
  const limiter = new RateLimiterMemory({ points: options.points, duration: options.durationSeconds, keyPrefix: options.keyPrefix });
  return async (ctx, next) => {
    try {
      await limiter.consume(ctx.ip);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
      throw rejection;
    }
    await next();
  };
}
