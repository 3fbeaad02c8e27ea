import { describe, expect, it } from 'vitest';
import { MAX_RECONNECT_DELAY_MS, exponentialBackoff } from './reconnect-policy';

describe('exponentialBackoff', () => {
  it('doubles from one second and never waits more than 30 seconds', () => {
    const policy = exponentialBackoff({ random: () => 0 });
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => policy.delay(attempt))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(MAX_RECONNECT_DELAY_MS).toBe(30_000);
  });

  it('takes off at most a fifth as jitter', () => {
    const policy = exponentialBackoff({ random: () => 1 });
    expect(policy.delay(0)).toBe(800);
    expect(policy.delay(10)).toBe(24_000);
  });
});
