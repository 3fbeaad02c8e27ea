import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../db/connection';

const COUNT = 10;
// Crockford's base32: no i, l, o or u, so that a code copied by hand reads back the same.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16;

/** A code as typed, in the form it was hashed: lower case, without spaces or dashes, i/l read as 1 and o as 0. */
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');

/** 80 random bits each, so a fast hash is enough (as for session tokens); the admin's id salts it. */
const hashCode = (adminUserId: number, code: string) => createHash('sha256').update(`${adminUserId}:${normalize(code)}`).digest('hex');

function newCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** Single-use recovery codes for two-factor sign-in: the one place that reads and writes recovery_codes. */
export function recoveryCodes(db: Database, now: () => Date) {
  return {
    /** Replaces the admin's codes with ten new ones and returns them; only their hashes are kept. */
    async replace(adminUserId: number, connection: Database = db): Promise<string[]> {
      const codes = Array.from({ length: COUNT }, newCode);
      const createdAt = now().toISOString();
      await connection('recoveryCodes').where({ adminUserId }).delete();
      await connection('recoveryCodes').insert(codes.map((code) => ({ adminUserId, codeHash: hashCode(adminUserId, code), createdAt })));
      return codes;
    },

    /** Uses up `code`: true only for the one request that deleted it. */
    async consume(adminUserId: number, code: string, connection: Database = db): Promise<boolean> {
      if (normalize(code).length !== LENGTH) return false;
      return (await connection('recoveryCodes').where({ adminUserId, codeHash: hashCode(adminUserId, code) }).delete()) === 1;
    },

    async clear(adminUserId: number, connection: Database = db): Promise<void> {
      await connection('recoveryCodes').where({ adminUserId }).delete();
    },
  };
}

export type RecoveryCodes = ReturnType<typeof recoveryCodes>;
