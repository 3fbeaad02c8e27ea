import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { matchTotp, otpauthUrl } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII of "12345678901234567890" (GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ in base32).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238, SHA-1, 30 s)', () => {
  it('gives the RFC test vectors: 8 digits as printed there, and their last 6 digits as the app shows them', async () => {
    for (const [seconds, expected] of RFC_VECTORS) {
      expect(await generate({ secret: RFC_SECRET, epoch: seconds, digits: 8 })).toBe(expected);
      expect(await generate({ secret: RFC_SECRET, epoch: seconds })).toBe(expected.slice(2));
      expect(await matchTotp(RFC_SECRET, expected.slice(2), at(seconds))).toBe(Math.floor(seconds / 30));
    }
  });

  it('accepts one step of drift either way, not two', async () => {
    const code = await generate({ secret: RFC_SECRET, epoch: 59 }); // step 1: 30–59 s
    expect(await matchTotp(RFC_SECRET, code, at(0))).toBe(1);
    expect(await matchTotp(RFC_SECRET, code, at(89))).toBe(1);
    expect(await matchTotp(RFC_SECRET, code, at(90))).toBeUndefined();
    expect(await matchTotp(RFC_SECRET, code, at(1111111109))).toBeUndefined();
  });

  it('refuses a code of a step already used, or of an earlier one, even when the clock went back', async () => {
    const code = await generate({ secret: RFC_SECRET, epoch: 1111111109 });
    const step = Math.floor(1111111109 / 30);
    expect(await matchTotp(RFC_SECRET, code, at(1111111109), step - 1)).toBe(step);
    expect(await matchTotp(RFC_SECRET, code, at(1111111109), step)).toBeUndefined();
    expect(await matchTotp(RFC_SECRET, code, at(1111111109), step + 5)).toBeUndefined();
  });

  it('refuses anything but 6 digits', async () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '287 082']) expect(await matchTotp(RFC_SECRET, code, at(59))).toBeUndefined();
  });

  it('names the issuer and the account in the otpauth URI', async () => {
    const url = new URL(await otpauthUrl('owner@example.com', RFC_SECRET));
    expect(decodeURIComponent(url.href.split('?')[0]!)).toBe('otpauth://totp/DietBar:owner@example.com');
    expect(url.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(url.searchParams.get('issuer')).toBe('DietBar');
  });
});
