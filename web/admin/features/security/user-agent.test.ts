import { describe, expect, it } from 'vitest';
import { readUserAgent } from './user-agent';

describe('readUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { client: 'Chrome 126', system: 'Windows', desktopApp: false },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
      { client: 'Edge 126', system: 'Windows', desktopApp: false },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
      { client: 'Safari 17', system: 'macOS', desktopApp: false },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { client: 'Safari 17', system: 'iPhone', desktopApp: false },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/125.0.6422.80 Mobile/15E148 Safari/604.1',
      { client: 'Chrome 125', system: 'iPhone', desktopApp: false },
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', { client: 'Firefox 127', system: 'Linux', desktopApp: false }],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { client: 'Samsung Internet 25', system: 'Android', desktopApp: false },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) dietbar/0.1.0 Chrome/140.0.7339.41 Electron/45.4.1 Safari/537.36',
      { client: null, system: 'macOS', desktopApp: true },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36',
      { client: 'Chrome 140', system: 'Linux', desktopApp: false },
    ],
    ['curl/8.4.0', { client: 'curl 8', system: null, desktopApp: false }],
    ['node', { client: 'node', system: null, desktopApp: false }],
    ['', { client: null, system: null, desktopApp: false }],
    ['Mozilla/5.0 (compatible; unknown)', { client: null, system: null, desktopApp: false }],
  ])('reads %j', (userAgent, expected) => {
    expect(readUserAgent(userAgent)).toEqual(expected);
  });
});
