import { useSearchParams } from 'react-router-dom';
import { parseRouteId } from '@shared/routes';

/**
 * The record the dashboard's address opens through the query parameter `name` (`?lead=42`, `?booking=7`), undefined
 * for none or a malformed id. Opening and closing one replace the address rather than adding to the history, so that
 * Back leaves the dashboard as before.
 */
export function useRecordLink(name: string) {
  const [params, setParams] = useSearchParams();
  const withRecord = (id: number | undefined) => (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    if (id === undefined) next.delete(name);
    else next.set(name, String(id));
    return next;
  };
  return {
    id: parseRouteId(params.get(name) ?? undefined),
    open: (id: number) => setParams(withRecord(id), { replace: true }),
    close: () => setParams(withRecord(undefined), { replace: true }),
  };
}
