import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Autosave, Revision, RevisionSummary } from '../../../../shared/schemas/revision';
import { callApi } from '../../api/client';
import { useAdminMutation } from '../../api/mutations';
import { adminKeys, type ResourceName } from '../../api/resources';

/** A kind of item with revisions, autosaves and a publishing state (posts, stories): its API path and the list it sits in. */
export interface PublishingSubject {
  /** e.g. '/api/blog-posts' */
  path: string;
  resource: ResourceName;
}

const publishingKeys = {
  revisions: (path: string, id: number) => [...adminKeys.all, 'revisions', path, id] as const,
  revision: (path: string, id: number, revisionId: number) => [...adminKeys.all, 'revisions', path, id, revisionId] as const,
  /** An item's autosave; `new` for the slot of an item not saved yet. */
  autosave: (path: string, id: number | undefined) => [...adminKeys.all, 'autosave', path, id ?? 'new'] as const,
};

const autosavePath = (path: string, id: number | undefined) => (id === undefined ? `${path}/autosave` : `${path}/${id}/autosave`);

/** The signed-in admin's autosave of the item (`id` undefined: of a new one), null when there is none. */
export const useAutosaveRead = (path: string, id: number | undefined) =>
  useQuery({
    queryKey: publishingKeys.autosave(path, id),
    queryFn: ({ signal }) => callApi<Autosave | null>(autosavePath(path, id), { signal }),
    // Read afresh at each opening: another tab or the desktop app may have saved since.
    staleTime: 0,
    gcTime: 0,
  });

export const saveAutosave = (path: string, id: number | undefined, values: Record<string, unknown>) =>
  callApi<Autosave>(autosavePath(path, id), { method: 'PUT', body: { values } });

/** Deletes the admin's autosave of the item (Discard). */
export const useDiscardAutosave = (path: string, id: number | undefined) =>
  useMutation({ mutationFn: () => callApi<void>(autosavePath(path, id), { method: 'DELETE' }) });

export const useRevisions = (path: string, id: number) =>
  useQuery({ queryKey: publishingKeys.revisions(path, id), queryFn: ({ signal }) => callApi<RevisionSummary[]>(`${path}/${id}/revisions`, { signal }) });

/** One revision whole; nothing is asked while `revisionId` is undefined. */
export const useRevision = (path: string, id: number, revisionId: number | undefined) =>
  useQuery({
    queryKey: publishingKeys.revision(path, id, revisionId ?? 0),
    queryFn: ({ signal }) => callApi<Revision>(`${path}/${id}/revisions/${revisionId}`, { signal }),
    enabled: revisionId !== undefined,
    // A revision never changes once kept.
    staleTime: Infinity,
  });

/** Restores a revision of the item: its list and the item's list are refreshed, and a toast says how it went. */
export function useRestoreRevision<Row>({ path, resource }: PublishingSubject, id: number, onRestored: (item: Row) => void) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (revisionId: number) => callApi<Row>(`${path}/${id}/revisions/${revisionId}/restore`, { method: 'POST' }),
    invalidates: [resource],
    success: 'revisions.restored',
    failure: 'revisions.restoreFailed',
    preferServerMessage: true,
    onSuccess: (item) => {
      void queryClient.invalidateQueries({ queryKey: publishingKeys.revisions(path, id) });
      onRestored(item);
    },
  });
}
