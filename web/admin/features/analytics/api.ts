import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '@shared/api-routes';
import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { callApi } from '../../api/client';
import { adminKeys } from '../../api/resources';
import type { DateSpan } from './analytics-period';

/** The query keys of the figures. */
export const analyticsKeys = {
  all: [...adminKeys.all, 'analytics'] as const,
  summary: (span: DateSpan | undefined) => [...analyticsKeys.all, span ?? 'default'] as const,
};

/**
 * The figures of a period, or of the server's default (the last 30 days of the practice) while the practice's today is
 * not known yet; the last answer stays shown while the next loads.
 */
export const useAnalytics = (span: DateSpan | undefined, enabled: boolean) =>
  useQuery({
    queryKey: analyticsKeys.summary(span),
    queryFn: ({ signal }) => callApi<AnalyticsSummary>(withQuery(apiPaths.analytics.summary(), { ...span }), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
