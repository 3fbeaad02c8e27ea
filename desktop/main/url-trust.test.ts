import { describe, expect, it } from 'vitest';
import { classifyUrl } from './url-trust';

const packaged = { appUrl: 'file:///opt/DietBar/resources/app/out/renderer/index.html', serverUrl: 'https://clinic.example.com' };
const development = { appUrl: 'http://localhost:5173/', serverUrl: 'http://localhost:3000' };

describe('classifyUrl', () => {
  it.each([
    ['file:///opt/DietBar/resources/app/out/renderer/index.html#/admin', packaged, 'app'],
    ['https://clinic.example.com/admin/dashboard', packaged, 'app'],
    ['http://localhost:5173/admin', development, 'app'],
    ['http://localhost:3000/uploads/a.png', development, 'app'],
    ['https://wa.me/201001234567', packaged, 'external'],
    ['mailto:hello@dietbar.example', packaged, 'external'],
    ['tel:+201001234567', packaged, 'external'],
    ['https://clinic.example.com.evil.io/', packaged, 'external'],
    ['http://clinic.example.com/', packaged, 'external'],
    ['file:///etc/passwd', packaged, 'blocked'],
    ['javascript:alert(1)', packaged, 'blocked'],
    ['smb://share/x', packaged, 'blocked'],
    ['https://user:pass@evil.io/', packaged, 'blocked'],
    ['not a url', packaged, 'blocked'],
  ] as const)('%s is %s-side', (url, trusted, verdict) => {
    expect(classifyUrl(url, trusted)).toBe(verdict);
  });

  it('treats nothing but the app as internal before a server is chosen', () => {
    expect(classifyUrl('http://localhost:3000/', { appUrl: 'http://localhost:5173/', serverUrl: null })).toBe('external');
  });
});
