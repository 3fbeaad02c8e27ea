// Which stored addresses may become a live link or an image source. Pure and shared, so that the server's validation,
// the admin's forms and the pages' render-time guard agree on every character. The WHATWG URL parser (the one the
// browser uses) decides the scheme, so tricks such as `JaVaScRiPt:`, `java\tscript:` or leading control characters
// are judged exactly as a browser would read them.

/** Control characters (C0, DEL, C1) and the line and paragraph separators: never part of an address a person typed. */
// oxlint-disable-next-line no-control-regex -- matching those characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A phone number after `tel:`: an optional +, then digits (at least one) with the usual separators. */
const TEL_ADDRESS = /^tel:\+?(?=[\d\s().-]*\d)[\d\s().-]+$/i;

/** The base a same-site path is resolved against, to see where the browser would really go. */
const SITE = 'https://site.invalid';

const parse = (value: string, base?: string): URL | undefined => {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
};

/** An absolute http(s) address with a host, written with its `//` (so `https:evil` or `https:/x` never pass). */
function isWebAddress(value: string): boolean {
  const url = parse(value);
  return (url?.protocol === 'https:' || url?.protocol === 'http:') && url.hostname !== '' && /^https?:\/\//i.test(value);
}

/**
 * True for a link a page may render as a live `href`: http(s) (wa.me included), `mailto:` and `tel:` addresses,
 * never `javascript:`, `data:`, `vbscript:` or a relative path, and never with control characters anywhere.
 */
export function isSafeLink(value: string): boolean {
  if (CONTROL_CHARACTERS.test(value) || value !== value.trim()) return false;
  const url = parse(value);
  if (!url) return false;
  switch (url.protocol) {
    case 'https:':
    case 'http:':
      return isWebAddress(value);
    case 'mailto:':
      return /^mailto:\S/i.test(value);
    case 'tel:':
      return TEL_ADDRESS.test(value);
    default:
      return false;
  }
}

/** The link itself when it is safe to render (see isSafeLink), else undefined: a stored value never becomes a script. */
export const safeHref = (value: string | null | undefined): string | undefined => (value && isSafeLink(value) ? value : undefined);

/**
 * True for an image address: an uploaded file's path (`/uploads/…`, still under /uploads/ once the browser has
 * resolved `..` and `%2e%2e`) or an absolute http(s) address; never `javascript:`, `data:` or another site's `//host`.
 */
export function isSafeImageUrl(value: string): boolean {
  if (CONTROL_CHARACTERS.test(value) || value !== value.trim() || value.includes('\\')) return false;
  if (!value.startsWith('/')) return isWebAddress(value);
  const url = parse(value, SITE);
  return url?.origin === SITE && value.startsWith('/uploads/') && url.pathname.startsWith('/uploads/') && url.pathname.length > '/uploads/'.length;
}

/**
 * True for a link to a page of this site written as a path (`/blog/x`, `/#contact`) or an anchor in the same page
 * (`#section`): still on the site once the browser has resolved it, so never `//host`, `/\host` or a scheme.
 */
export function isSiteLink(value: string): boolean {
  if (CONTROL_CHARACTERS.test(value) || value !== value.trim() || value.includes('\\')) return false;
  if (!value.startsWith('/') && !value.startsWith('#')) return false;
  return parse(value, SITE)?.origin === SITE;
}
