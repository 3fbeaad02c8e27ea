// Reading .ics text back in tests, property by property, without a parsing library.

export interface Property {
  name: string;
  parameters: Record<string, string>;
  value: string;
}

/** Splits at `separator` where it is not inside a quoted parameter value. */
function splitOutsideQuotes(text: string, separator: string, limit = Infinity): string[] {
  const parts: string[] = [];
  let quoted = false;
  let partStart = 0;
  for (let index = 0; index < text.length && parts.length < limit - 1; index++) {
    if (text[index] === '"') quoted = !quoted;
    else if (text[index] === separator && !quoted) {
      parts.push(text.slice(partStart, index));
      partStart = index + 1;
    }
  }
  return [...parts, text.slice(partStart)];
}

/** A parameter's value unquoted, with RFC 6868's ^' (a double quote), ^n (a line break) and ^^ (a caret) read back. */
const parameterValue = (value: string) =>
  value.replace(/^"(.*)"$/, '$1').replace(/\^(['n^])/g, (_, character: string) => ({ "'": '"', n: '\n', '^': '^' })[character]!);

const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));

/**
 * Reads .ics text back (RFC 5545): lines unfolded, each property as its name, parameters and value, grouped into the
 * calendar's own properties and each event's.
 */
export function readCalendar(text: string): { calendar: Property[]; events: Property[][] } {
  const calendar: Property[] = [];
  const events: Property[][] = [];
  let event: Property[] | undefined;
  for (const line of text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line !== '')) {
    const [head = '', value = ''] = splitOutsideQuotes(line, ':', 2);
    const [name = '', ...parameters] = splitOutsideQuotes(head, ';');
    const property = {
      name,
      parameters: Object.fromEntries(parameters.map((parameter) => splitOutsideQuotes(parameter, '=', 2).map(parameterValue))),
      value: unescapeText(value),
    };
    if (line === 'BEGIN:VEVENT') events.push((event = []));
    else if (line === 'END:VEVENT') event = undefined;
    else (event ?? calendar).push(property);
  }
  return { calendar, events };
}

export const valueOf = (properties: Property[], name: string) => properties.find((property) => property.name === name)?.value;
export const propertyOf = (properties: Property[], name: string) => properties.find((property) => property.name === name);

/** A UTC date-time as iCalendar writes it (20260503T070000Z), as an ISO instant; anything else stays as it is. */
export const instantOf = (value: string | undefined) =>
  value?.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6.000Z');
