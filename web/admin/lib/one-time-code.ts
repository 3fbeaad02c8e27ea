/** What the admin typed as a two-factor or recovery code, without the spaces apps and people put in ('123 456'). */
export function typedCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/** Six digits: the form of every code an authenticator app shows. */
export const APP_CODE = /^\d{6}$/;
