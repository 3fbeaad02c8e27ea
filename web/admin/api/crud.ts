import { RecordPaths } from '@shared/api-routes';
import { callApi } from './client';
import { useAdminMutation } from './mutations';
import type { ResourceName } from './resources';

interface CrudOptions {
  resource: ResourceName;
  /** e.g. apiPaths.packages */
  paths: RecordPaths;
  /**
   * Catalog prefix of the toasts: `${messages}.created`, `.createFailed`, `.updated`, `.updateFailed`,
   * `.deleted`, `.deleteFailed`.
   */
  messages: string;
  updateMethod?: 'PUT' | 'PATCH';
  preferServerMessage?: boolean;
  /** Catalog keys of the failure toasts for the API's error codes that say more (a type that has bookings). */
  failureByCode?: Readonly<Record<string, string>>;
  /** Other lists a change may touch (renaming a category renames it in its posts). */
  alsoInvalidates?: readonly ResourceName[];
}

/** Create, update and delete of a content list, each refreshing the list and toasting the spec's texts. */
export function useCrudMutations<Input, Row>(options: CrudOptions) {
  const { resource, paths, messages, updateMethod = 'PUT', preferServerMessage, failureByCode, alsoInvalidates = [] } = options;
  const shared = { invalidates: [resource, ...alsoInvalidates], preferServerMessage, failureByCode };
  const create = useAdminMutation({
    ...shared,
    mutationFn: (input: Input) => callApi<Row>(paths.list(), { method: 'POST', body: input }),
    success: `${messages}.created`,
    failure: `${messages}.createFailed`,
  });
  const update = useAdminMutation({
    ...shared,
    mutationFn: ({ id, input }: { id: number; input: Partial<Input> }) => callApi<Row>(paths.item(id), { method: updateMethod, body: input }),
    success: `${messages}.updated`,
    failure: `${messages}.updateFailed`,
  });
  const remove = useAdminMutation({
    ...shared,
    mutationFn: (id: number) => callApi<void>(paths.item(id), { method: 'DELETE' }),
    success: `${messages}.deleted`,
    failure: `${messages}.deleteFailed`,
  });
  return { create, update, remove };
}
