import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/connection';
import { tooManyRequests } from './errors';
import { chainStep } from './route-chain';

/**
 * Where the limits count, and under what key. A client's key (its address, an e-mail with an address) is never written
 * as given: it is counted under its HMAC-SHA256 with a key derived from the server's secret key (DATA_DIR/secret.key or
 * SECRET_KEY, the same on every instance), so that the `rate_limits` rows of PostgreSQL hold no address, and the
 * database alone cannot tell which address a row counts.
 */
export interface AttemptStore {
  db: Database;
  keyOf(key: string): string;
}

/** A keyed hash for a purpose: the server's secret box (server/auth) provides it. */
interface KeyedHash {
  derive(purpose: string, value: string): string;
}

export const attemptStore = (db: Database, box: KeyedHash): AttemptStore => ({ db, keyOf: (key) => box.derive('rate limit', key) });

/** The attempts of each key within a window, counted under the key's hash (see AttemptStore). */
export interface AttemptCounter {
  /** Counts one attempt; rejects with a RateLimiterRes past the limit. */
  consume(key: string): Promise<RateLimiterRes>;
  /** Gives one attempt back. */
  reward(key: string): Promise<RateLimiterRes>;
  /** Starts the key's count over. */
  delete(key: string): Promise<boolean>;
}

interface CounterOptions {
  points: number;
  duration: number;
  keyPrefix: string;
  /** Counted in this instance's memory even on PostgreSQL (see RateLimitOptions). */
  inMemory?: boolean;
}

/**
 * Where a limit counts its attempts: in memory on SQLite (one machine, one instance), in the database on PostgreSQL,
 * where every instance counts into the same rows (`rate_limits`), so that spreading attempts over instances wins
 * nothing.
 */
export function attemptCounter(store: AttemptStore, { inMemory = false, ...options }: CounterOptions): AttemptCounter {
  const limiter =
    inMemory || store.db.client.config.client !== 'pg'
      ? new RateLimiterMemory(options)
      : new RateLimiterPostgres({ ...options, storeClient: store.db, storeType: 'knex', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: true });
  return {
    consume: (key) => limiter.consume(store.keyOf(key)),
    reward: (key) => limiter.reward(store.keyOf(key)),
    delete: (key) => limiter.delete(store.keyOf(key)),
  };
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
export function rateLimiter(store: AttemptStore, options: RateLimitOptions): RateLimiter {
  const limiter = attemptCounter(store, { points: options.points, duration: options.durationSeconds, keyPrefix: options.keyPrefix, inMemory: options.inMemory });
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
