const COUNTRY = /^[A-Z]{2}$/;

/** The country a trusted proxy's header (such as CF-IPCountry's `EG`) or a lookup service names, or null when it names none. */
export function countryInHeader(value: string): string | null {
  const code = value.trim().toUpperCase();
  return COUNTRY.test(code) ? code : null;
}
