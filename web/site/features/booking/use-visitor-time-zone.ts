import { useEffect, useState } from 'react';

/**
 * The zone of the visitor's own clock, once the page runs in their browser: undefined while it is rendered on the
 * server and while it hydrates, so that both render the same markup.
 */
export function useVisitorTimeZone(): string | undefined {
  const [timeZone, setTimeZone] = useState<string>();
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  return timeZone;
}
