import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths, withQuery } from '@shared/api-routes';
import type { AdminAccount, SessionInfo, SessionsEndedResponse, TwoFactorEnableResponse, TwoFactorSetupResponse } from '@shared/api-types';
import { AUDIT_PAGE, type AuditLogPage } from '@shared/audit';
import { AUTH_ERROR_CODES, type adminCreateSchema, type AdminUser, type passwordChangeSchema, type twoFactorDisableSchema } from '@shared/schemas/auth';
import { ApiError } from '../../../shared/api-client';
import { callApi, isSessionEnd } from '../../api/client';
import { adminKeys } from '../../api/resources';
import { useNotify } from '../../components/toasts';
import { useAdminTranslation } from '../../i18n';
import type { FieldErrors } from '../../lib/form-messages';

export interface AuditFilters {
  action: string;
  entity: string;
}

/** Query keys of the security area, under the admin's own so that signing out forgets them too. */
const securityKeys = {
  all: [...adminKeys.all, 'security'] as const,
  sessions: [...adminKeys.all, 'security', 'sessions'] as const,
  admins: [...adminKeys.all, 'security', 'admins'] as const,
  audit: [...adminKeys.all, 'security', 'audit'] as const,
  auditFiltered: (filters: AuditFilters) => [...adminKeys.all, 'security', 'audit', filters] as const,
};

// Sessions, admins and the log change from elsewhere too (another device, another admin, any edit in the
// dashboard): read afresh each time the security tab opens rather than kept like the content lists.
const FRESH = { staleTime: 0, refetchOnMount: 'always' } as const;

export const useSessions = () =>
  useQuery({ queryKey: securityKeys.sessions, queryFn: ({ signal }) => callApi<SessionInfo[]>(apiPaths.auth.sessions(), { signal }), ...FRESH });

export const useAdmins = () =>
  useQuery({ queryKey: securityKeys.admins, queryFn: ({ signal }) => callApi<AdminAccount[]>(apiPaths.admins.list(), { signal }), ...FRESH });

/** The audit log, newest first, one page of 50 at a time ('Load more' asks for those before the last one). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: securityKeys.auditFiltered(filters),
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: AUDIT_PAGE.default, before: pageParam, action: filters.action || undefined, entity: filters.entity || undefined };
      return callApi<AuditLogPage>(withQuery(apiPaths.auditLog.list(), query), { signal });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    ...FRESH,
  });
}

interface SecurityMutationOptions<Variables, Result> {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** Lists the change touches besides the audit log, which every change adds to. */
  invalidates?: readonly QueryKey[];
  onSuccess?: (result: Result, variables: Variables) => void;
}

/** A security change: the lists it touches and the log are read again after it succeeds; forms show its failures. */
function useSecurityMutation<Variables, Result>(options: SecurityMutationOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result, variables) => {
      for (const queryKey of [...(options.invalidates ?? []), securityKeys.audit]) void queryClient.invalidateQueries({ queryKey });
      options.onSuccess?.(result, variables);
    },
  });
}

/** Sets the signed-in admin's two-factor flag in the session everything else reads. */
function useSetTwoFactorFlag() {
  const queryClient = useQueryClient();
  return (twoFactorEnabled: boolean) =>
    queryClient.setQueryData<AdminUser | null>(adminKeys.session, (user) => (user ? { ...user, twoFactorEnabled } : user));
}

export const useStartTwoFactorSetup = () =>
  useSecurityMutation({ mutationFn: () => callApi<TwoFactorSetupResponse>(apiPaths.auth.twoFactorSetup(), { method: 'POST' }) });

export function useEnableTwoFactor() {
  const setFlag = useSetTwoFactorFlag();
  return useSecurityMutation({
    mutationFn: (code: string) => callApi<TwoFactorEnableResponse>(apiPaths.auth.twoFactorEnable(), { method: 'POST', body: { code } }),
    invalidates: [securityKeys.admins],
    onSuccess: () => setFlag(true),
  });
}

export function useDisableTwoFactor() {
  const setFlag = useSetTwoFactorFlag();
  return useSecurityMutation({
    mutationFn: (input: z.input<typeof twoFactorDisableSchema>) => callApi<void>(apiPaths.auth.twoFactorDisable(), { method: 'POST', body: input }),
    invalidates: [securityKeys.admins],
    onSuccess: () => setFlag(false),
  });
}

export const useEndSession = () =>
  useSecurityMutation({
    mutationFn: (id: string) => callApi<void>(apiPaths.auth.session(id), { method: 'DELETE' }),
    invalidates: [securityKeys.sessions],
  });

export const useEndOtherSessions = () =>
  useSecurityMutation({ mutationFn: () => callApi<SessionsEndedResponse>(apiPaths.auth.sessions(), { method: 'DELETE' }), invalidates: [securityKeys.sessions] });

export const useChangePassword = () =>
  useSecurityMutation({
    mutationFn: (input: z.input<typeof passwordChangeSchema>) => callApi<void>(apiPaths.auth.password(), { method: 'POST', body: input }),
    invalidates: [securityKeys.sessions],
  });

export const useAddAdmin = () =>
  useSecurityMutation({
    mutationFn: (input: z.input<typeof adminCreateSchema>) => callApi<AdminAccount>(apiPaths.admins.list(), { method: 'POST', body: input }),
    invalidates: [securityKeys.admins],
  });

export const useRemoveAdmin = () =>
  useSecurityMutation({
    mutationFn: (id: number) => callApi<void>(apiPaths.admins.item(id), { method: 'DELETE' }),
    invalidates: [securityKeys.admins],
  });

/** The server's refusals whose words the catalogs hold (in the admin's language), by error code. */
export const REFUSAL_TEXTS: Record<string, string> = {
  [AUTH_ERROR_CODES.invalidPassword]: 'security.wrongPassword',
  [AUTH_ERROR_CODES.invalidTwoFactorCode]: 'auth.wrongCode',
  [AUTH_ERROR_CODES.commonPassword]: 'security.password.tooCommon',
  [AUTH_ERROR_CODES.passwordContainsEmail]: 'security.password.containsEmail',
  [AUTH_ERROR_CODES.emailTaken]: 'security.admins.emailTaken',
  [AUTH_ERROR_CODES.lastAdmin]: 'security.admins.lastAdmin',
  [AUTH_ERROR_CODES.cannotRemoveSelf]: 'security.admins.notYourself',
  [AUTH_ERROR_CODES.twoFactorAlreadyEnabled]: 'security.twoFactor.alreadyOn',
  [AUTH_ERROR_CODES.twoFactorNotEnabled]: 'security.twoFactor.notOn',
  [AUTH_ERROR_CODES.twoFactorSetupRequired]: 'security.twoFactor.setupExpired',
  rate_limited: 'security.rateLimited',
};

/** The catalog key for a refused call's error code, `overrides` first; undefined for a code nobody worded. */
function refusalKey(error: unknown, overrides: Record<string, string>): string | undefined {
  const code = error instanceof ApiError ? error.code : undefined;
  return code ? (overrides[code] ?? REFUSAL_TEXTS[code]) : undefined;
}

/** The form calls this area's refusals use (useZodForm's). */
interface RefusedForm {
  setErrors(errors: FieldErrors): void;
  showServerErrors(error: unknown): boolean;
}

/**
 * Explains a failed security change: under the fields the server named (in the catalog's words when it knows the
 * code), else in a toast with the catalog's text, the server's message or `fallback`. Nothing for an ended session.
 */
export function useShowRefusal() {
  const notify = useNotify();
  const { t } = useAdminTranslation();
  return (error: unknown, options: { fallback: string; form?: RefusedForm; overrides?: Record<string, string> }) => {
    if (isSessionEnd(error)) return;
    const key = refusalKey(error, options.overrides ?? {});
    if (options.form && error instanceof ApiError && error.fields.length > 0) {
      if (!key) return void options.form.showServerErrors(error);
      return options.form.setErrors(Object.fromEntries(error.fields.map((field) => [field.path.split('.')[0]!, { key }])));
    }
    const body = key ? t(key) : error instanceof ApiError && error.body ? error.body.error.message : t(options.fallback);
    notify({ title: t('toast.error'), body, intent: 'error' });
  };
}
