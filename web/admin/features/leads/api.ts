import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-routes';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import {
  TOTAL_COUNT_HEADER,
  leadsExportFileName,
  type Lead,
  type LeadDetail,
  type LeadStats,
  type LeadUpdate,
  type LeadNote,
  type LeadStatus,
} from '@shared/schemas/lead';
import { OUTSIDE_WINDOW, type WhatsappMessage } from '@shared/schemas/whatsapp';
import { callApi, callApiExchange, fetchApiFile } from '../../api/client';
import { useAdminMutation } from '../../api/mutations';
import { adminKeys } from '../../api/resources';
import { saveFile } from '../../lib/save-file';
import { leadListQuery, leadSearchParams, type LeadFilters } from './lead-query';

/** The query keys of the leads; everything under `all` is dropped together when a lead changes. */
const leadKeys = {
  all: [...adminKeys.all, 'leads'] as const,
  page: (filters: LeadFilters, page: number) => [...leadKeys.all, 'page', filters, page] as const,
  unread: () => [...leadKeys.all, 'unread'] as const,
  stats: () => [...leadKeys.all, 'stats'] as const,
  detail: (id: number) => [...leadKeys.all, 'detail', id] as const,
};

/** One page of the leads matching a query, and how many match in all. */
export interface LeadPage {
  leads: Lead[];
  total: number;
}

async function fetchLeadPage(search: string, signal?: AbortSignal): Promise<LeadPage> {
  const { data, headers } = await callApiExchange<Lead[]>(`${apiPaths.leads.list()}${search}`, { signal });
  return { leads: data, total: Number(headers.get(TOTAL_COUNT_HEADER)) || 0 };
}

/** How many leads nobody has read yet: a page of none, for its total. */
const unreadCountQuery = () =>
  queryOptions({
    queryKey: leadKeys.unread(),
    queryFn: async ({ signal }) => (await fetchLeadPage(leadSearchParams({ isRead: 'false', limit: '0' }), signal)).total,
  });

/** Leads per week, status and package (the counts of the inbox's views come from it too). */
const leadStatsQuery = () =>
  queryOptions({
    queryKey: leadKeys.stats(),
    queryFn: ({ signal }) => callApi<LeadStats>(apiPaths.leads.stats(), { signal }),
  });

/** The counts the dashboard shows from the start (count card, tab badge), loaded with its other lists. */
export const leadCountQueries = () => [unreadCountQuery(), leadStatsQuery()];

/** The page (1-based, ADMIN_PAGE_SIZE leads) of the inbox for these filters, asked of the server; the last page stays shown while the next loads. */
export const useLeadPage = (filters: LeadFilters, page: number, enabled = true) =>
  useQuery({
    queryKey: leadKeys.page(filters, page),
    queryFn: ({ signal }) =>
      fetchLeadPage(leadSearchParams({ ...leadListQuery(filters), limit: String(ADMIN_PAGE_SIZE), offset: String((page - 1) * ADMIN_PAGE_SIZE) }), signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** How many leads nobody has read yet. */
export const useUnreadCount = (): number => useQuery(unreadCountQuery()).data ?? 0;

export const useLeadStats = () => useQuery(leadStatsQuery());

/** How many leads there are in all, and in each status. */
export function useLeadCounts(): { total: number; byStatus: Record<LeadStatus, number> | undefined } {
  const byStatus = useLeadStats().data?.byStatus;
  return { total: byStatus ? Object.values(byStatus).reduce((sum, count) => sum + count, 0) : 0, byStatus };
}

/** One lead with its notes, status history and e-mail alert. */
export const useLeadDetail = (id: number) =>
  useQuery({ queryKey: leadKeys.detail(id), queryFn: ({ signal }) => callApi<LeadDetail>(apiPaths.leads.item(id), { signal }) });

/** Drops every cached lead list, count and view: the next look asks the server again. */
export function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leadKeys.all });
}

/**
 * Marks a lead read or unread and moves its status. The pages and the lead's view that show it change at once, in the
 * same event (a status radio shows its new value as it is clicked); then everything about leads is asked again
 * (counts, statistics, and views it may have left or joined), after a failure too.
 */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  const refresh = useRefreshLeads();
  const save = useAdminMutation({
    mutationFn: ({ id, changes }: { id: number; changes: LeadUpdate }) =>
      callApi<Lead>(apiPaths.leads.item(id), { method: 'PATCH', body: changes }),
    invalidates: [],
    failure: 'leads.toast.updateFailed',
    onSuccess: () => void refresh(),
    onError: () => void refresh(),
  });
  return (id: number, changes: LeadUpdate) => {
    const apply = <T extends Lead>(lead: T): T => (lead.id === id ? { ...lead, ...changes } : lead);
    // A read already on its way (a new lead's refresh) would land after the change and put the old value back.
    void queryClient.cancelQueries({ queryKey: leadKeys.all });
    queryClient.setQueriesData<LeadPage>({ queryKey: [...leadKeys.all, 'page'] }, (page) => page && { ...page, leads: page.leads.map(apply) });
    queryClient.setQueryData<LeadDetail>(leadKeys.detail(id), (lead) => lead && apply(lead));
    save.mutate({ id, changes });
  };
}

/** Adds a note to a lead; its view shows it once the server has it. */
export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (text: string) => callApi<LeadNote>(apiPaths.leads.notes(id), { method: 'POST', body: { text } }),
    invalidates: [],
    failure: 'leads.notes.addFailed',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadKeys.detail(id) }),
  });
}

/** The refusals of a WhatsApp reply that the practice can act on, by the API's code. */
export const WHATSAPP_REPLY_REFUSALS = { [OUTSIDE_WINDOW]: 'whatsapp.reply.outsideWindow' } as const;

/**
 * Answers the lead on WhatsApp with free text; its view is asked again either way (a refusal outside the 24-hour window
 * means the view's window had closed meanwhile).
 */
export function useWhatsappReply(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: leadKeys.detail(id) });
  return useAdminMutation({
    mutationFn: (text: string) => callApi<WhatsappMessage>(apiPaths.whatsapp.leadReply(id), { method: 'POST', body: { text } }),
    invalidates: [],
    success: 'whatsapp.reply.sent',
    failure: 'whatsapp.reply.sendFailed',
    failureByCode: WHATSAPP_REPLY_REFUSALS,
    onSuccess: refresh,
    onError: refresh,
  });
}

export function useDeleteLead() {
  const refresh = useRefreshLeads();
  return useAdminMutation({
    mutationFn: (id: number) => callApi<void>(apiPaths.leads.item(id), { method: 'DELETE' }),
    invalidates: [],
    success: 'leads.toast.deleted',
    failure: 'leads.toast.deleteFailed',
    onSuccess: () => void refresh(),
  });
}

/** Downloads the leads the inbox's filters match as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read the Arabic). */
export const useExportLeads = () =>
  useAdminMutation({
    mutationFn: async (filters: LeadFilters) => {
      const csv = await fetchApiFile(`${apiPaths.leads.export()}${leadSearchParams(leadListQuery(filters))}`);
      saveFile(csv, leadsExportFileName(new Date()));
    },
    invalidates: [],
    failure: 'leads.toast.exportFailed',
  });
