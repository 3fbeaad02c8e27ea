import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors';

const WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins are counted per email+IP (5 per 15 minutes) and per IP (30 per 15 minutes, against
 * password spraying). Only failures count, and a block never reaches other IPs: the owner can still sign in
 * from elsewhere, so an attacker cannot lock the account.
 */
export function loginThrottle(limits = { perEmailAndIp: 5, perIp: 30 }) {
  const byEmailAndIp = new RateLimiterMemory({ points: limits.perEmailAndIp, duration: WINDOW_SECONDS, keyPrefix: 'login-email-ip' });
  const byIp = new RateLimiterMemory({ points: limits.perIp, duration: WINDOW_SECONDS, keyPrefix: 'login-ip' });
  const emailKey = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

  const blockedFor = (result: RateLimiterRes | null, limit: number) =>
    result && result.consumedPoints >= limit ? result.msBeforeNext / 1000 : 0;

  return {
    /** Throws 429 with Retry-After when this email+IP or this IP has too many recent failures. */
    async assertAllowed(email: string, ip: string): Promise<void> {
      const seconds = Math.max(
        blockedFor(await byEmailAndIp.get(emailKey(email, ip)), limits.perEmailAndIp),
        blockedFor(await byIp.get(ip), limits.perIp),
      );
      if (seconds > 0) throw tooManyRequests(seconds);
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      // consume() rejects once the limit is passed; the count still grows, which is all we need here.
      await Promise.allSettled([byEmailAndIp.consume(emailKey(email, ip)), byIp.consume(ip)]);
    },
    async recordSuccess(email: string, ip: string): Promise<void> {
      await byEmailAndIp.delete(emailKey(email, ip));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
