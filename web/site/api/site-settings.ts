import { useQuery } from '@tanstack/react-query';
import { publicReadQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';

export const siteSettingsQuery = () => publicReadQuery(queryKeys.siteSettings, { name: 'siteSettings', params: {} });

/** Legal texts, social links, contact information and services: what the footer and contact section show. */
export function useSiteSettings() {
  return useQuery(siteSettingsQuery());
}
