import { describe, expect, it } from 'vitest';
import { classifyUrl, linkAction } from './url-trust';

const packaged = { appUrl: 'file:///opt/DietBar/resources/app/out/renderer/index.html', serverUrl: 'https://clinic.example.com' };
const development = { appUrl: 'http://localhost:5173/', serverUrl: 'http://localhost:3000' };

describe('classifyUrl', () => {
  it.each([
    ['file:///opt/DietBar/resources/app/out/renderer/index.html#/admin', packaged, 'app'],
    ['https://clinic.example.com/admin/dashboard', packaged, 'server'],
    ['http://localhost:5173/admin', development, 'app'],
    ['http://localhost:3000/uploads/a.png', development, 'server'],
    ['https://wa.me/201001234567', packaged, 'external'],
    ['mailto:hello@dietbar.example', packaged, 'external'],
    ['tel:+201001234567', packaged, 'external'],
    ['https://clinic.example.com.evil.io/', packaged, 'external'],
    ['http://clinic.example.com/', packaged, 'external'],
    ['file:///etc/passwd', packaged, 'blocked'],
    ['javascript:alert(1)', packaged, 'blocked'],
    ['smb://share/x', packaged, 'blocked'],
    ['https://user:pass@evil.io/', packaged, 'blocked'],
    ['https://user:pass@clinic.example.com/', packaged, 'blocked'],
    ['not a url', packaged, 'blocked'],
  ] as const)('%s is %s', (url, trusted, verdict) => {
    expect(classifyUrl(url, trusted)).toBe(verdict);
  });

  it('knows no server before one is chosen', () => {
    expect(classifyUrl('http://localhost:3000/', { appUrl: 'http://localhost:5173/', serverUrl: null })).toBe('external');
  });
});

describe('linkAction', () => {
  it('keeps only the app page in the window and sends the server and the web to the system browser', () => {
    expect(linkAction('file:///opt/DietBar/resources/app/out/renderer/index.html#/admin/dashboard', packaged)).toBe('stay');
    // 'View website' from the dashboard header.
    expect(linkAction('https://clinic.example.com/', packaged)).toBe('open-outside');
    expect(linkAction('https://www.instagram.com/dietbar', packaged)).toBe('open-outside');
    expect(linkAction('mailto:lead@example.com', packaged)).toBe('open-outside');
    expect(linkAction('file:///opt/DietBar/resources/app/out/renderer/other.html', packaged)).toBe('refuse');
    expect(linkAction('javascript:alert(1)', packaged)).toBe('refuse');
  });
});
