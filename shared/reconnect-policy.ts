/** Exponential backoff for the live connection: base, doubled per failed attempt, capped, with jitter. */
export interface ReconnectPolicy {
  /** Milliseconds to wait before attempt number `attempt` (0 for the first retry). */
  delay(attempt: number): number;
}

export const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * How long a socket stays open before the backoff starts over. Not at the open itself: a server (or a proxy) that
 * accepts sockets and drops them at once would otherwise be tried again every second, for ever.
 */
export const STABLE_CONNECTION_MS = 5_000;

export function exponentialBackoff(options: { baseMs?: number; maxMs?: number; random?: () => number } = {}): ReconnectPolicy {
  const baseMs = options.baseMs ?? 1000;
  const maxMs = options.maxMs ?? MAX_RECONNECT_DELAY_MS;
  const random = options.random ?? Math.random;
  return {
    delay(attempt) {
      const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
      // Up to 20% less, so that many clients do not reconnect in lockstep after a server restart.
      return Math.round(exponential * (1 - 0.2 * random()));
    },
  };
}
