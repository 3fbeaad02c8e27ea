import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/connection';
import { tooManyRequests } from './errors';
import { chainStep } from './route-chain';

/**
 * Where a limit counts its attempts: in memory on SQLite (one machine, one instance), in the database on PostgreSQL,
 * where every instance counts into the same rows (`rate_limits`), so that spreading attempts over instances wins
 * nothing.
 */
export function attemptCounter(db: Database, options: { points: number; duration: number; keyPrefix: string }): RateLimiterAbstract {
  if (db.client.config.client !== 'pg') return new RateLimiterMemory(options);
  return new RateLimiterPostgres({ ...options, storeClient: db, storeType: 'knex', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: true });
}

interface RateLimitOptions {
  points: number;
  durationSeconds: number;
  keyPrefix: string;
  /** Counted in this instance's memory even on PostgreSQL: for a limit whose keys (addresses) must never be stored. */
  inMemory?: boolean;
}

interface RateLimiter {
  /** Counts one attempt of `key` (a client address); past the limit, throws a 429 with Retry-After. */
  consume(key: string): Promise<void>;
}

/** Counts attempts per key (see attemptCounter); past `points` in the window `consume` throws a 429 with Retry-After. */
export function rateLimiter(db: Database, options: RateLimitOptions): RateLimiter {
  const counting = { points: options.points, duration: options.durationSeconds, keyPrefix: options.keyPrefix };
  const limiter = options.inMemory ? new RateLimiterMemory(counting) : attemptCounter(db, counting);
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
  return chainStep('limit', async (ctx, next) => {
    await limiter.consume(ctx.ip);
    await next();
  });
}
