import { useQuery } from '@tanstack/react-query';
import type { SiteSettingsResponse } from '../../../shared/api-types';
import { apiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';

export const siteSettingsQuery = () => apiQuery<SiteSettingsResponse, typeof queryKeys.siteSettings>(queryKeys.siteSettings, '/api/site-settings');

/** Legal texts, social links, contact information and services: what the footer and contact section show. */
export function useSiteSettings() {
  return useQuery(siteSettingsQuery());
}
