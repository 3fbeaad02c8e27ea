import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api-client';
import { useNotify } from '../components/toasts';
import { useAdminTranslation } from '../i18n';
import { isSessionEnd } from './client';
import { adminKeys, type ResourceName } from './resources';

interface AdminMutationOptions<Variables, Result> {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** Lists to refresh after success. */
  invalidates: readonly ResourceName[];
  /** Catalog key of the success toast's text; none for silent changes. */
  success?: string;
  /** Catalog key of the failure toast's text. */
  failure: string;
  /** Catalog keys of the failure toast's text for the API's error codes that say more than `failure` (a taken time). */
  failureByCode?: Readonly<Record<string, string>>;
  /** Show the server's own message when it sent one (the categories editor). */
  preferServerMessage?: boolean;
  onSuccess?: (result: Result, variables: Variables) => void;
  onError?: (error: unknown, variables: Variables) => void;
}

/**
 * A content change with the dashboard's conventions: lists refreshed after success, the spec's
 * success and failure toasts, and no toast for an ended session (the sign-in page explains that).
 */
export function useAdminMutation<Variables, Result>(options: AdminMutationOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result, variables) => {
      for (const name of options.invalidates) void queryClient.invalidateQueries({ queryKey: adminKeys.resource(name) });
      if (options.success) notify({ title: t('toast.success'), body: t(options.success), intent: 'success' });
      options.onSuccess?.(result, variables);
    },
    onError: (error, variables) => {
      if (isSessionEnd(error)) return;
      const serverMessage = error instanceof ApiError ? error.body?.error.message : undefined;
      const knownCode = error instanceof ApiError ? options.failureByCode?.[error.code ?? ''] : undefined;
      const body = knownCode ? t(knownCode) : options.preferServerMessage && serverMessage ? serverMessage : t(options.failure);
      notify({ title: t('toast.error'), body, intent: 'error' });
      options.onError?.(error, variables);
    },
  });
}
