import { LEAD_QUERY_PARAM } from '@shared/routes';
import { useRecordLink } from '../../hooks/use-record-link';

/** The lead the dashboard's address opens (`/admin/dashboard?lead=42`, the link of the e-mail alert and of the desktop app's notifications). */
export function useLeadLink() {
  const { id, open, close } = useRecordLink(LEAD_QUERY_PARAM);
  return { leadId: id, openLead: open, closeLead: close };
}
