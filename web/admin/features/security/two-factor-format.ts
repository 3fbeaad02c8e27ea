/** A base32 key in groups of four, as authenticator apps show them: 'JBSW Y3DP EHPK 3PXP'. */
export function groupedKey(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery codes as a plain text file: a heading, a note, then one code a line. */
export function recoveryCodesFile(heading: string, note: string, codes: readonly string[]): Blob {
  return new Blob([[heading, note, '', ...codes, ''].join('\n')], { type: 'text/plain;charset=utf-8' });
}
