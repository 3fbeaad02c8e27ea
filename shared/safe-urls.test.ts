import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeLink, isSiteLink, safeHref } from './safe-urls';

/** Addresses no link or image may ever hold: each is a way a browser could be made to run or load something else. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  'javascript://example.com/%0aalert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/0c8f',
  'filesystem:https://example.com/temporary/x',
  'about:blank',
  '"><svg onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  '',
  ' ',
];

describe('isSafeLink', () => {
  it.each([
    'https://www.facebook.com/dietbar',
    'http://example.com/path?q=1#top',
    'HTTPS://Example.com/Upper',
    'https://wa.me/201001234567',
    'https://wa.me/201001234567?text=Hello%20DietBar',
    'https://www.instagram.com/dietbar/',
    'https://youtube.com/@dietbar',
    'mailto:hello@dietbar.example',
    'MAILTO:hello@dietbar.example?subject=Booking',
    'tel:+201001234567',
    'tel:+20 100 123 4567',
    'tel:(02)-2345.6789',
  ])('accepts %j', (address) => {
    expect(isSafeLink(address)).toBe(true);
    expect(safeHref(address)).toBe(address);
  });

  it.each([
    ...HOSTILE,
    // Not absolute http(s), mailto or tel: relative paths, other sites without a scheme, odd shapes of allowed schemes.
    '/uploads/a.png',
    '//evil.example/x',
    'evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https://',
    'https:// example.com',
    'https://exa\nmple.com',
    'https://example.com\u2028',
    ' https://example.com',
    'https://example.com ',
    'mailto:',
    'mailto: hello@dietbar.example',
    'tel:',
    'tel:javascript:alert(1)',
    'tel:+20<svg onload=alert(1)>',
    'ftp://example.com/file',
    'ws://example.com/socket',
    'intent://scan/#Intent;scheme=zxing;end',
  ])('refuses %j', (address) => {
    expect(isSafeLink(address)).toBe(false);
    expect(safeHref(address)).toBeUndefined();
  });

  it('renders nothing for a missing link', () => {
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});

describe('isSafeImageUrl', () => {
  it.each([
    '/uploads/0f8c11d2.png',
    '/uploads/variants/0f8c11d2-640.avif',
    '/uploads/a%20b.jpg',
    'https://images.example.com/photo.jpg',
    'http://images.example.com/photo.jpg?w=640',
  ])('accepts %j', (address) => {
    expect(isSafeImageUrl(address)).toBe(true);
  });

  it.each([
    ...HOSTILE,
    // Same-site paths outside /uploads (a GET to the API with the admin's cookie) and ways out of it.
    '/api/auth/logout',
    '/uploads/',
    '/uploads/../api/contact-submissions',
    '/uploads/%2e%2e/api/contact-submissions',
    '/uploads/%2E%2E/%2e%2e/etc/passwd',
    '/uploads/..\\api',
    '/\\evil.example/x.png',
    '//evil.example/uploads/x.png',
    'uploads/x.png',
    'mailto:hello@dietbar.example',
    'tel:+201001234567',
    '/uploads/x.png\n',
    '/uploads/x\u0000.png',
  ])('refuses %j', (address) => {
    expect(isSafeImageUrl(address)).toBe(false);
  });
});

describe('isSiteLink', () => {
  it.each(['/blog/eat-well', '/#contact', '#الطبق-المتوازن', '/blog?page=2', '/uploads/../blog'])('accepts %j', (address) => {
    expect(isSiteLink(address)).toBe(true);
  });

  it.each([...HOSTILE, '//evil.example/x', '/\\evil.example', 'blog/x', 'https://example.com', '/blog\n', ' /blog', '/a\u0000b', ''])('refuses %j', (address) => {
    expect(isSiteLink(address)).toBe(false);
  });
});
