import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths, withQuery } from '@shared/api-routes';
import { TOTAL_COUNT_HEADER } from '@shared/schemas/lead';
import { paymentsExportFileName, type PaymentMonthTotal, type PaymentSummary } from '@shared/schemas/payment';
import { callApi, callApiExchange, fetchApiFile } from '../../api/client';
import { useAdminMutation } from '../../api/mutations';
import { paymentKeys } from '../../api/payments';
import { saveFile } from '../../lib/save-file';
import { paymentListQuery, type PaymentFilters } from './payment-query';

/** The payments matching the filters, newest first, and how many match in all. */
export interface PaymentList {
  payments: PaymentSummary[];
  total: number;
}

/** The payments of these filters; the last answer stays shown while the next loads. */
export const usePayments = (filters: PaymentFilters, enabled: boolean) =>
  useQuery({
    queryKey: [...paymentKeys.all, 'list', filters] as const,
    queryFn: async ({ signal }): Promise<PaymentList> => {
      const { data, headers } = await callApiExchange<PaymentSummary[]>(withQuery(apiPaths.payments.list(), { ...paymentListQuery(filters) }), { signal });
      return { payments: data, total: Number(headers.get(TOTAL_COUNT_HEADER)) || data.length };
    },
    placeholderData: keepPreviousData,
    enabled,
  });

/** What came in and went back per month of the practice, from and to its dates (both included). */
export const usePaymentMonths = (span: { from: string; to: string }, enabled: boolean) =>
  useQuery({
    queryKey: [...paymentKeys.all, 'months', span] as const,
    queryFn: ({ signal }) => callApi<PaymentMonthTotal[]>(withQuery(apiPaths.payments.months(), span), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Downloads the payments the filters match as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read the Arabic). */
export const useExportPayments = () =>
  useAdminMutation({
    mutationFn: async (filters: PaymentFilters) => {
      const csv = await fetchApiFile(withQuery(apiPaths.payments.export(), { ...paymentListQuery(filters) }));
      saveFile(csv, paymentsExportFileName(new Date()));
    },
    invalidates: [],
    failure: 'payments.toast.exportFailed',
  });
