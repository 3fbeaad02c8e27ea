/** False when a range of dates (YYYY-MM-DD, '' for an open end) ends before it starts: the server would refuse it. */
export const datesInOrder = (range: { from: string; to: string }) => !range.from || !range.to || range.from <= range.to;
