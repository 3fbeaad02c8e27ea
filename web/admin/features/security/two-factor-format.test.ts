import { describe, expect, it } from 'vitest';
import { APP_CODE, typedCode } from '../../lib/one-time-code';
import { groupedKey, recoveryCodesFile } from './two-factor-format';

describe('two-factor formats', () => {
  it('shows a key in groups of four', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
    expect(groupedKey('')).toBe('');
  });

  it('reads a typed code without its spaces', () => {
    expect(typedCode(' 123 456 ')).toBe('123456');
    expect(typedCode('abcd-efgh')).toBe('abcd-efgh');
    expect(APP_CODE.test('123456')).toBe(true);
    expect(APP_CODE.test('12345')).toBe(false);
    expect(APP_CODE.test('12345a')).toBe(false);
  });

  it('writes the recovery codes one a line under a heading', async () => {
    const file = recoveryCodesFile('Recovery codes for d@example.com', 'Each code works once.', ['aaaa-bbbb', 'cccc-dddd']);
    expect(file.type).toBe('text/plain;charset=utf-8');
    expect(await file.text()).toBe('Recovery codes for d@example.com\nEach code works once.\n\naaaa-bbbb\ncccc-dddd\n');
  });
});
