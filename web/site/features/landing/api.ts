import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/constants';
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
