/**
 * A visit's source named as people name it. The `utm_source` the practice wrote in a link wins; else the referrer's
 * site: a search engine, a social network, a webmail, or any other site by its domain; no referrer (or the site itself)
 * is Direct.
 */

export const DIRECT = 'Direct';
export const EMAIL = 'E-mail';

/** Sites by the end of their host name; the first that matches names the source (webmails before their search engines). */
const SITES: readonly [RegExp, string][] = [
  [/(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office(365)?\.com|mail\.yahoo\.com|mail\.proton\.me)$|^(web)?mail\./, EMAIL],
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)yahoo\.[a-z.]+$/, 'Yahoo'],
  [/(^|\.)yandex\.[a-z.]+$/, 'Yandex'],
  [/(^|\.)baidu\.com$/, 'Baidu'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/^search\.brave\.com$/, 'Brave'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, 'WhatsApp'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)(x\.com|twitter\.com|t\.co)$/, 'X'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, 'LinkedIn'],
  [/(^|\.)snapchat\.com$/, 'Snapchat'],
  [/(^|\.)(telegram\.org|t\.me)$/, 'Telegram'],
];

/** Android apps that send themselves as the referrer (`android-app://com.instagram.android`). */
const APPS: Readonly<Record<string, string>> = {
  'com.google.android.gm': EMAIL,
  'com.google.android.googlequicksearchbox': 'Google',
  'com.facebook.katana': 'Facebook',
  'com.facebook.orca': 'Facebook',
  'com.instagram.android': 'Instagram',
  'com.whatsapp': 'WhatsApp',
  'com.whatsapp.w4b': 'WhatsApp',
  'com.zhiliaoapp.musically': 'TikTok',
  'com.twitter.android': 'X',
  'com.google.android.youtube': 'YouTube',
};

/** `utm_source` values as practices and tools write them, lower case. */
const UTM_SOURCES: Readonly<Record<string, string>> = {
  instagram: 'Instagram',
  ig: 'Instagram',
  facebook: 'Facebook',
  fb: 'Facebook',
  whatsapp: 'WhatsApp',
  wa: 'WhatsApp',
  tiktok: 'TikTok',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  google: 'Google',
  bing: 'Bing',
  linkedin: 'LinkedIn',
  snapchat: 'Snapchat',
  telegram: 'Telegram',
  email: EMAIL,
  'e-mail': EMAIL,
  mail: EMAIL,
  newsletter: EMAIL,
};

/** The host name of a referrer address without `www.`, lower case; undefined for no address or another scheme. */
function hostOf(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase().replace(/^www\./, '') : undefined;
  } catch {
    return undefined;
  }
}

/** The source of a referrer address, as seen from `siteHost`: Direct for none, the site itself or an unreadable one. */
export function sourceOfReferrer(referrer: string | undefined, siteHost: string): string {
  if (!referrer) return DIRECT;
  const app = /^android-app:\/\/([^/]+)/.exec(referrer)?.[1];
  if (app) return APPS[app.toLowerCase()] ?? app.toLowerCase();
  const host = hostOf(referrer);
  if (!host || host === siteHost.toLowerCase().replace(/^www\./, '').replace(/:\d+$/, '')) return DIRECT;
  return SITES.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/** What the visit's tags and referrer name as its source: the utm_source's name (or as written), else the referrer's. */
export function sourceOf(visit: { utmSource?: string; utmMedium?: string; referrer?: string }, siteHost: string): string {
  const tagged = visit.utmSource?.trim();
  if (tagged) return UTM_SOURCES[tagged.toLowerCase()] ?? tagged;
  if (/^e-?mail$/i.test(visit.utmMedium?.trim() ?? '')) return EMAIL;
  return sourceOfReferrer(visit.referrer, siteHost);
}
