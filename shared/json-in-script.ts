/**
 * `value` as JSON that can sit inside an HTML `<script>` element: `<`, `>` and `&` are written as `\u003c`-style
 * escapes, so no stored text can close the script or open a comment, and U+2028/U+2029 too, which older JavaScript
 * parsers read as line ends. JSON.parse reads it back unchanged.
 */
export const jsonInScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
