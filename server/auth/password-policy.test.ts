import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { TEST_ADMIN } from '../test/harness';
import { passwordProblem } from './password-policy';

describe('password policy', () => {
  it('ships a list of at least the 10,000 most common passwords', () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThanOrEqual(10_000);
    expect(dictionary['passwords-common'].slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('refuses common passwords whatever their case', async () => {
    for (const password of ['1234567890', 'qwertyuiop', 'Password123', 'PASSWORD1234', 'iloveyou12']) {
      expect((await passwordProblem(password, 'owner@example.com'))?.code, password).toBe('common_password');
    }
  });

  it("refuses a password containing the e-mail's name part or one of its longer pieces, case-insensitively", async () => {
    expect(await passwordProblem('Hello Dina.Farouk 2026', 'dina.farouk@example.com')).toMatchObject({ code: 'password_contains_email' });
    expect((await passwordProblem('farouk family garden', 'dina.farouk@example.com'))?.message).toContain('"farouk"');
    expect(await passwordProblem('my OWNER account pass', 'owner@example.com')).toMatchObject({ code: 'password_contains_email' });
    // Pieces shorter than four characters would forbid too much ("a@…" and every password with an "a").
    expect(await passwordProblem('a long passphrase', 'a@example.com')).toBeUndefined();
    expect(await passwordProblem('e2e correct horse battery', 'e2e-admin@example.com')).toBeUndefined();
  });

  it('accepts the passwords the tests and browser tests sign in with', async () => {
    expect(await passwordProblem(TEST_ADMIN.password, TEST_ADMIN.email)).toBeUndefined();
    expect(await passwordProblem('green tea and oats 2026', 'admin-e2e@dietbar.test')).toBeUndefined();
    expect(await passwordProblem('long enough password', 'd@example.com')).toBeUndefined();
  });
});
