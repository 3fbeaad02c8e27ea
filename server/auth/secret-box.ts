import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isSecretKeyText } from '../config';

/** The key's file in DATA_DIR: the server, `npm run admin` and the backup all find it there. */
export const SECRET_KEY_FILE = 'secret.key';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

function readKey(keyFile: string): Buffer {
  const text = fs.readFileSync(keyFile, 'utf8');
  if (!isSecretKeyText(text)) throw new Error(`${keyFile} does not hold a 256-bit key (base64)`);
  return Buffer.from(text.trim(), 'base64');
}

/** The 256-bit key in `keyFile`, made (readable by this user only) on first use. */
function loadKey(keyFile: string): Buffer {
  try {
    return readKey(keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(keyFile), { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
    fs.writeFileSync(keyFile, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKey(keyFile);
}

/**
 * Encrypts small secrets (TOTP keys) for the database with AES-256-GCM and a key kept beside it in the data folder,
 * not in the database: a copy of the database alone (a dump, a PostgreSQL backup) does not give the second factor.
 * It also derives secret links from a random value the database keeps (`derive`), so that the link itself is stored
 * nowhere and the database alone cannot rebuild it. `givenKey` (SECRET_KEY, base64) is used instead of the file when
 * set: the one key of several instances on several machines, as a secret of their environment.
 */
export function secretBox(keyFile: string, givenKey?: string) {
  let key: Buffer | undefined;
  const currentKey = () => (key ??= givenKey ? Buffer.from(givenKey.trim(), 'base64') : loadKey(keyFile));
  const derivedKeys = new Map<string, Buffer>();
  /** A key of its own for each purpose (HKDF of the file's key), never the encryption key itself. */
  const keyFor = (purpose: string) => {
    let derived = derivedKeys.get(purpose);
    if (!derived) {
      derived = Buffer.from(hkdfSync('sha256', currentKey(), Buffer.alloc(0), `dietbar ${purpose}`, 32));
      derivedKeys.set(purpose, derived);
    }
    return derived;
  };
  return {
    /**
     * The secret of `purpose` made from `seed` (a random value the database keeps): HMAC-SHA256 under a key derived
     * from the file's, 256 bits as base64url. The same seed always gives the same secret while the key file is the same.
     */
    derive(purpose: string, seed: string): string {
      return createHmac('sha256', keyFor(purpose)).update(seed).digest('base64url');
    },
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, currentKey(), iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    /** The plain text, or undefined when this key did not seal it (a lost or replaced key file). */
    open(sealed: string): string | undefined {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return undefined;
      try {
        const decipher = createDecipheriv(ALGORITHM, currentKey(), Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
