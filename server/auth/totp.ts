/*
 * TOTP as authenticator apps expect it (RFC 6238 with otplib's defaults): SHA-1, 6 digits, 30-second steps. otplib is
 * loaded by the first sign-in or set-up with a code, not at start.
 */

const TOTP_ISSUER = 'DietBar';
const PERIOD_SECONDS = 30;
/** One step either side of the server's clock, for a phone whose clock is a little off. */
const DRIFT_SECONDS = PERIOD_SECONDS;

/** A new random secret (160 bits, base32). */
export const newTotpSecret = async (): Promise<string> => (await import('otplib')).generateSecret();

/** The otpauth:// URI an authenticator app reads from a QR code. */
export const otpauthUrl = async (email: string, secret: string): Promise<string> => (await import('otplib')).generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/** True for what looks like a TOTP code rather than a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** The time step whose code `code` is, within one step of `at` and later than `afterStep`; undefined otherwise. */
export async function matchTotp(secret: string, code: string, at: Date, afterStep?: number | null): Promise<number | undefined> {
  if (!isTotpCode(code)) return undefined;
  const epoch = Math.floor(at.getTime() / 1000);
  const latestStep = Math.floor((epoch + DRIFT_SECONDS) / PERIOD_SECONDS);
  // otplib throws for an afterTimeStep past the window instead of refusing (a clock moved back): nothing can match.
  if (afterStep != null && afterStep >= latestStep) return undefined;
  const { verify } = await import('otplib');
  const result = await verify({ secret, token: code, epoch, epochTolerance: DRIFT_SECONDS, afterTimeStep: afterStep ?? undefined });
  // The result type also covers HOTP, which has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
