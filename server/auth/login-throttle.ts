import type { DefaultState, Middleware } from 'koa';
import type { Logger } from 'pino';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors';
import { chainStep } from '../http/route-chain';
import { attemptCounter, type AttemptCounter, type AttemptStore } from '../http/rate-limit';
import type { ValidatedContext } from '../http/validate';

const WINDOW_SECONDS = 15 * 60;

/**
 * The key an e-mail is counted under: compatibility forms folded (fullwidth `ａ` is `a`), invisible format characters
 * (zero-width spaces and joiners) dropped, spaces around it trimmed, lower case; so no spelling of one address gets
 * attempts of its own.
 */
export const throttleKeyOfEmail = (email: string) =>
  email
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim()
    .toLowerCase();

/**
 * Sign-in attempts are counted per email+IP (5 per 15 minutes) and per IP (30 per 15 minutes, against
 * password spraying). A block never reaches other IPs: the owner can still sign in from elsewhere, so an
 * attacker cannot lock the account. Each attempt is counted before the password is checked, so that guesses
 * sent in parallel cannot all slip past the limit while the (slow) hash runs; a success gives its point back.
 * Two-factor codes count the same way, and also per account (10 per 15 minutes from anywhere): only someone who
 * has the password gets to try codes, so that limit cannot be used by a stranger to lock the owner out. On PostgreSQL
 * every instance counts into the same rows (see attemptCounter).
 */
export function loginThrottle(store: AttemptStore, limits = { perEmailAndIp: 5, perIp: 30, codesPerAccount: 10 }) {
  const byEmailAndIp = attemptCounter(store, { points: limits.perEmailAndIp, duration: WINDOW_SECONDS, keyPrefix: 'login-email-ip' });
  const byIp = attemptCounter(store, { points: limits.perIp, duration: WINDOW_SECONDS, keyPrefix: 'login-ip' });
  const codesByAccount = attemptCounter(store, { points: limits.codesPerAccount, duration: WINDOW_SECONDS, keyPrefix: 'login-code' });
  const emailKey = (email: string, ip: string) => `${throttleKeyOfEmail(email)}|${ip}`;
  /** Seconds until `limiter` lets `key` try again, 0 when this attempt is within the limit. */
  const consume = (limiter: AttemptCounter, key: string) =>
    limiter.consume(key).then(
      () => 0,
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext / 1000;
        throw rejection;
      },
    );

  return {
    /** Counts a sign-in attempt; throws 429 with Retry-After when this email+IP or this IP has used its attempts. */
    async beginAttempt(email: string, ip: string): Promise<void> {
      const seconds = Math.max(await consume(byEmailAndIp, emailKey(email, ip)), await consume(byIp, ip));
      if (seconds > 0) throw tooManyRequests(seconds);
    },
    /** Counts a two-factor code tried for the account `email` (its password was right); 429 past the limit. */
    async beginCodeAttempt(email: string): Promise<void> {
      const seconds = await consume(codesByAccount, throttleKeyOfEmail(email));
      if (seconds > 0) throw tooManyRequests(seconds);
    },
    /** A correct password sent without the code two-factor needs: this attempt does not count (the next one will). */
    async giveBack(email: string, ip: string): Promise<void> {
      await byEmailAndIp.reward(emailKey(email, ip));
      await byIp.reward(ip);
    },
    /** A correct password: the email+IP count starts over, and the attempt does not count against the IP. */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await byEmailAndIp.delete(emailKey(email, ip));
      await byIp.reward(ip);
    },
    /** A correct code gives its point back (the count never starts over: only wrong codes add up). */
    async recordCodeSuccess(email: string): Promise<void> {
      await codesByAccount.reward(throttleKeyOfEmail(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;

/**
 * The sign-in throttle as a step of the sign-in route's chain, after validation (the e-mail counted is the one sent):
 * counts the attempt before anything is checked, and refuses it past the limit with a 429 that is logged with the
 * address. The handler tells the throttle how the attempt went (recordSuccess, giveBack, the code attempts).
 */
export function countSignInAttempt(throttle: LoginThrottle, logger: Logger): Middleware<DefaultState, ValidatedContext<{ body: { email: string } }>> {
  return chainStep('limit', async (ctx, next) => {
    const { email } = ctx.input.body;
    await throttle.beginAttempt(email, ctx.ip).catch((error: unknown) => {
      logger.warn({ ip: ctx.ip, email }, 'sign-in throttled');
      throw error;
    });
    await next();
  });
}
