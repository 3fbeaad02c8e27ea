import { useQuery } from '@tanstack/react-query';
import type { SiteSettingsResponse } from '../../../shared/api-types';
import { api } from '../../shared/api-client';
import { queryKeys } from '../../shared/query-keys';

/** Legal texts, social links, contact information and services: what the footer and contact section show. */
export function useSiteSettings() {
  return useQuery({
    queryKey: queryKeys.siteSettings,
    queryFn: ({ signal }) => api.get<SiteSettingsResponse>('/api/site-settings', signal),
  });
}
