import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt: N=2^17, r=8, p=1 (128 MiB of memory per hash). */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A self-describing scrypt hash: `scrypt$N$r$p$salt$key` (base64). */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches `stored`; constant-time on the derived key. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * New passwords hashed at `cost` (a check reads the cost its hash was made with). Only the tests lower it: at OWASP's
 * cost each hash takes half a second, which most of their sign-ins would spend hashing.
 */
export function passwordHashing(cost: PasswordCost = PASSWORD_COST) {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password: string) => hashPassword(password, cost),
    /** Spends the same time as a real check, so that unknown emails cannot be told apart by timing. */
    async verifyAgainstDummy(password: string): Promise<false> {
      dummyHash ??= hashPassword('not-a-real-password', cost);
      await verifyPassword(password, await dummyHash);
      return false;
    },
  };
}

export type PasswordHashing = ReturnType<typeof passwordHashing>;
