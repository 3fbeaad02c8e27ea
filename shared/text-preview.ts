/** The start of a message on one line (a notification's, a toast's), cut at a word with an ellipsis when it is longer than `length`. */
export function preview(message: string, length = 100): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= length) return oneLine;
  const cut = oneLine.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
