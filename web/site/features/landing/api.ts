import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LandingPageResponse } from '../../../../shared/api-types';
import type { ContactSubmission, ContactSubmissionInput } from '../../../../shared/schemas/contact-submission';
import { api } from '../../../shared/api-client';
import { useLanguage } from '../../../shared/i18n';
import { queryKeys } from '../../../shared/query-keys';

/** The landing page's content in the current language, cached per language. */
export function useLandingPage() {
  const language = useLanguage();
  return useQuery({
    queryKey: queryKeys.landingPage(language),
    queryFn: ({ signal }) =>
      api.get<LandingPageResponse>(`/api/landing-page?lang=${language}`, signal).catch((error: unknown) => {
        throw new Error('Failed to fetch landing page data', { cause: error });
      }),
    // While the other language loads, keep showing the content (cards re-localize it at once).
    placeholderData: keepPreviousData,
  });
}

/** Sends the contact form; the admin's submissions list is refreshed afterwards (spec section 7). */
export function useSubmitContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactSubmissionInput) => api.post<ContactSubmission>('/api/contact', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contactSubmissions }),
  });
}
