import { useSearchParams } from 'react-router-dom';
import { LEAD_QUERY_PARAM, parseRouteId } from '../../../../shared/routes';

/**
 * The lead the dashboard's address opens (`/admin/dashboard?lead=42`, the link of the e-mail alert and of the desktop
 * app's notifications), undefined for none or a malformed id. Opening and closing one replace the address rather than
 * adding to the history, so that Back leaves the dashboard as before.
 */
export function useLeadLink() {
  const [params, setParams] = useSearchParams();
  const withLead = (id: number | undefined) => (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    if (id === undefined) next.delete(LEAD_QUERY_PARAM);
    else next.set(LEAD_QUERY_PARAM, String(id));
    return next;
  };
  return {
    leadId: parseRouteId(params.get(LEAD_QUERY_PARAM) ?? undefined),
    openLead: (id: number) => setParams(withLead(id), { replace: true }),
    closeLead: () => setParams(withLead(undefined), { replace: true }),
  };
}
