import { describe, expect, it } from 'vitest';
import { ANDROID_TABLET, DESKTOP_CHROME, PHONE_SAFARI } from '../test/visits';
import { deviceKind } from './device-kind';
import { sourceOf } from './sources';

const SITE = 'dietbar.example';

describe('a visit’s source', () => {
  it.each([
    [{ utmSource: 'instagram' }, 'Instagram'],
    [{ utmSource: 'IG', referrer: 'https://www.google.com/' }, 'Instagram'],
    [{ utmSource: 'whatsapp' }, 'WhatsApp'],
    [{ utmSource: 'twitter' }, 'X'],
    [{ utmSource: 'newsletter' }, 'E-mail'],
    [{ utmSource: 'Clinic flyer' }, 'Clinic flyer'],
    [{ utmMedium: 'email' }, 'E-mail'],
    [{}, 'Direct'],
    [{ referrer: 'https://dietbar.example/blogs' }, 'Direct'],
    [{ referrer: 'https://www.dietbar.example/' }, 'Direct'],
    [{ referrer: 'not an address' }, 'Direct'],
    [{ referrer: 'https://www.google.com.eg/' }, 'Google'],
    [{ referrer: 'https://www.bing.com/search?q=diet' }, 'Bing'],
    [{ referrer: 'https://duckduckgo.com/' }, 'DuckDuckGo'],
    [{ referrer: 'https://l.facebook.com/l.php' }, 'Facebook'],
    [{ referrer: 'https://l.instagram.com/' }, 'Instagram'],
    [{ referrer: 'https://web.whatsapp.com/' }, 'WhatsApp'],
    [{ referrer: 'android-app://com.whatsapp/' }, 'WhatsApp'],
    [{ referrer: 'android-app://com.google.android.gm/' }, 'E-mail'],
    [{ referrer: 'https://www.tiktok.com/' }, 'TikTok'],
    [{ referrer: 'https://t.co/x' }, 'X'],
    [{ referrer: 'https://x.com/someone' }, 'X'],
    [{ referrer: 'https://m.youtube.com/watch' }, 'YouTube'],
    [{ referrer: 'https://mail.google.com/mail/u/0/' }, 'E-mail'],
    [{ referrer: 'https://outlook.live.com/' }, 'E-mail'],
    [{ referrer: 'https://www.healthy-eating.example/best' }, 'healthy-eating.example'],
  ])('of %o is %s', (visit, source) => {
    expect(sourceOf(visit, SITE)).toBe(source);
  });
});

describe('a device’s kind', () => {
  it.each([
    [DESKTOP_CHROME, 'desktop'],
    [PHONE_SAFARI, 'phone'],
    [ANDROID_TABLET, 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'phone'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'tablet'],
  ])('of %s is %s', (userAgent, kind) => {
    expect(deviceKind(userAgent)).toBe(kind);
  });
});
