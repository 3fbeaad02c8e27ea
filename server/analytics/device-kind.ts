import type { DeviceKind } from '@shared/schemas/analytics';

/**
 * The kind of device a user agent names. Tablets first: Android tablets leave out "Mobile", and iPads say so (those
 * that ask for desktop pages say Macintosh and are counted as desktops, as every reader of user agents does).
 */
export function deviceKind(userAgent: string): DeviceKind {
  if (/iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'phone';
  return 'desktop';
}
