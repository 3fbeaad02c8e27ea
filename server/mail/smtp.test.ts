import { describe, expect, it } from 'vitest';
import { redactedSmtpUrl, smtpSecretRedactor } from './smtp';

const URL_WITH_SECRET = 'smtps://alerts%40dietbar.example:p%40ss%2Fw0rd@mail.example.com:465';
const SECRET = 'p@ss/w0rd';

describe('keeping the SMTP password out of logs and answers', () => {
  it('logs the address with the password replaced', () => {
    expect(redactedSmtpUrl(URL_WITH_SECRET)).toBe('smtps://alerts%40dietbar.example:***@mail.example.com:465');
    expect(redactedSmtpUrl('smtp://mail.example.com:25')).toBe('smtp://mail.example.com:25');
  });

  it('removes the password from error texts as written, decoded, and in the base64 of AUTH PLAIN and LOGIN', () => {
    const redact = smtpSecretRedactor(URL_WITH_SECRET);
    const plain = Buffer.from(`\0alerts@dietbar.example\0${SECRET}`).toString('base64');
    const login = Buffer.from(SECRET).toString('base64');
    const redacted = redact(`failed for ${URL_WITH_SECRET}: ${SECRET} / AUTH PLAIN ${plain} / ${login}`);
    for (const form of [SECRET, 'p%40ss%2Fw0rd', plain, login]) expect(redacted).not.toContain(form);
    expect(redacted).toContain('AUTH PLAIN ***');
  });

  it('leaves texts alone when the address has no password', () => {
    expect(smtpSecretRedactor('smtp://mail.example.com')('connect ECONNREFUSED')).toBe('connect ECONNREFUSED');
  });
});
