import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordsWithRevisionsPaths } from '@shared/api-routes';
import type { Autosave, Revision, RevisionSummary } from '@shared/schemas/revision';
import { callApi } from '../../api/client';
import { useAdminMutation } from '../../api/mutations';
import { adminKeys, type ResourceName } from '../../api/resources';

/** A kind of item with revisions, autosaves and a publishing state (posts, stories): its API paths and the list it sits in. */
export interface PublishingSubject {
  /** e.g. apiPaths.blogPosts */
  paths: RecordsWithRevisionsPaths;
  resource: ResourceName;
}

const publishingKeys = {
  revisions: (paths: RecordsWithRevisionsPaths, id: number) => [...adminKeys.all, 'revisions', paths.list(), id] as const,
  revision: (paths: RecordsWithRevisionsPaths, id: number, revisionId: number) => [...adminKeys.all, 'revisions', paths.list(), id, revisionId] as const,
  /** An item's autosave; `new` for the slot of an item not saved yet. */
  autosave: (paths: RecordsWithRevisionsPaths, id: number | undefined) => [...adminKeys.all, 'autosave', paths.list(), id ?? 'new'] as const,
};

const autosavePath = (paths: RecordsWithRevisionsPaths, id: number | undefined) => (id === undefined ? paths.newAutosave() : paths.autosave(id));

/** The signed-in admin's autosave of the item (`id` undefined: of a new one), null when there is none. */
export const useAutosaveRead = (paths: RecordsWithRevisionsPaths, id: number | undefined) =>
  useQuery({
    queryKey: publishingKeys.autosave(paths, id),
    queryFn: ({ signal }) => callApi<Autosave | null>(autosavePath(paths, id), { signal }),
    // Read afresh at each opening: another tab or the desktop app may have saved since.
    staleTime: 0,
    gcTime: 0,
  });

export const saveAutosave = (paths: RecordsWithRevisionsPaths, id: number | undefined, values: Record<string, unknown>) =>
  callApi<Autosave>(autosavePath(paths, id), { method: 'PUT', body: { values } });

/** Deletes the admin's autosave of the item (Discard). */
export const useDiscardAutosave = (paths: RecordsWithRevisionsPaths, id: number | undefined) =>
  useMutation({ mutationFn: () => callApi<void>(autosavePath(paths, id), { method: 'DELETE' }) });

export const useRevisions = (paths: RecordsWithRevisionsPaths, id: number) =>
  useQuery({ queryKey: publishingKeys.revisions(paths, id), queryFn: ({ signal }) => callApi<RevisionSummary[]>(paths.revisions(id), { signal }) });

/** One revision whole; nothing is asked while `revisionId` is undefined. */
export const useRevision = (paths: RecordsWithRevisionsPaths, id: number, revisionId: number | undefined) =>
  useQuery({
    queryKey: publishingKeys.revision(paths, id, revisionId ?? 0),
    queryFn: ({ signal }) => callApi<Revision>(paths.revision(id, revisionId ?? 0), { signal }),
    enabled: revisionId !== undefined,
    // A revision never changes once kept.
    staleTime: Infinity,
  });

/** Restores a revision of the item: its list and the item's list are refreshed, and a toast says how it went. */
export function useRestoreRevision<Row>({ paths, resource }: PublishingSubject, id: number, onRestored: (item: Row) => void) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (revisionId: number) => callApi<Row>(paths.restoreRevision(id, revisionId), { method: 'POST' }),
    invalidates: [resource],
    success: 'revisions.restored',
    failure: 'revisions.restoreFailed',
    preferServerMessage: true,
    onSuccess: (item) => {
      void queryClient.invalidateQueries({ queryKey: publishingKeys.revisions(paths, id) });
      onRestored(item);
    },
  });
}
