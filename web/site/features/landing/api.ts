import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-routes';
import type { HONEYPOT_FIELD } from '@shared/constants';
import type { Lead, LeadInput } from '@shared/schemas/lead';
import type { Language } from '@shared/constants';
import { api } from '../../../shared/api-client';
import { publicReadQuery } from '../../../shared/api-query';
import { queryKeys } from '../../../shared/query-keys';
import { useLanguage } from '../../components/site-text';

export const landingPageQuery = (language: Language) =>
  publicReadQuery(queryKeys.landingPage(language), { name: 'landingPage', params: { language } }, 'Failed to fetch landing page data');

/** The landing page's content in the current language, cached per language. */
export function useLandingPage() {
  const language = useLanguage();
  return useQuery({
    ...landingPageQuery(language),
    // While the other language loads, keep showing the content (cards re-localize it at once).
    placeholderData: keepPreviousData,
  });
}

/** What the form sends: the input, and its hidden honeypot field as it was left. */
type ContactFormInput = LeadInput & Partial<Record<typeof HONEYPOT_FIELD, string>>;

/** Sends the contact form; the admin's list of leads is refreshed afterwards. */
export function useSubmitContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactFormInput) => api.post<Lead>(apiPaths.leads.intake(), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads }),
  });
}
