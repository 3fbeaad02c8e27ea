import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@shared/api-routes';
import type { AdminUser } from '@shared/schemas/auth';
import { ApiError } from '../../../shared/api-client';
import { callApi } from '../../api/client';
import { adminKeys } from '../../api/resources';
import { adminPlatform, type Credentials, type SetupInput } from '../../platform';
import { forgetSignIn, rememberSignIn } from './session-hint';

/** Who is signed in, as the server sees it; null when nobody is. */
const sessionQuery = queryOptions({
  queryKey: adminKeys.session,
  queryFn: async ({ signal }): Promise<AdminUser | null> => {
    try {
      return (await callApi<{ user: AdminUser }>(apiPaths.auth.me(), { signal })).user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export const useSession = () => useQuery(sessionQuery);

/** Whether the server still waits for its first admin (first-run setup). */
export const useSetupStatus = (enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.setup,
    queryFn: ({ signal }) => callApi<{ setupRequired: boolean }>(apiPaths.auth.setup(), { signal }),
    enabled,
  });

/**
 * A new session starts from an empty cache: what the page fetched while signed out (a dashboard read still on screen
 * as the sign-out happened, answered 401) or for another admin must not show in it.
 */
function useStartSession() {
  const queryClient = useQueryClient();
  return (user: AdminUser) => {
    rememberSignIn();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    queryClient.setQueryData(adminKeys.setup, { setupRequired: false });
    queryClient.setQueryData(adminKeys.session, user);
  };
}

/** Signs in; the session and the local hint follow. */
export function useSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (credentials: Credentials) => adminPlatform().signIn(credentials),
    onSuccess: startSession,
  });
}

/** Creates the first admin, signed in. */
export function useSetUp() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: SetupInput) => adminPlatform().setUp(input),
    onSuccess: startSession,
  });
}

/** Forgets everything this browser knows about the session and its data. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    forgetSignIn();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    queryClient.setQueryData(adminKeys.session, null);
  };
}

/** Ends the session on the server; locally it ends even when the server cannot be reached. */
export function useSignOut() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: () => adminPlatform().signOut(),
    onSettled: forget,
  });
}
