import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

export interface RateLimitOptions {
  points: number;
  durationSeconds: number;
  keyPrefix: string;
}

/** Counts attempts per key (a client IP); past `points` in the window `consume` throws a 429 with Retry-After. */
export function rateLimiter(options: RateLimitOptions) {
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

/** Counts every request per client IP; past `points` in the window the answer is 429 with Retry-After. */
export function rateLimit(options: RateLimitOptions): Middleware {
  const limiter = rateLimiter(options);
  return async (ctx, next) => {
    await limiter.consume(ctx.ip);
    await next();
  };
}
