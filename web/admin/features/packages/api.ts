import { apiPaths } from '@shared/api-routes';
import type { Package, PackageInput } from '@shared/schemas/package';
import { callApi } from '../../api/client';
import { useCrudMutations } from '../../api/crud';
import { useAdminMutation } from '../../api/mutations';

export const usePackageMutations = () =>
  useCrudMutations<PackageInput, Package>({ resource: 'packages', paths: apiPaths.packages, messages: 'packages.toast' });

/** The list's star: a package's update with {isPopular} alone. */
export const useTogglePopular = () =>
  useAdminMutation({
    mutationFn: ({ id, isPopular }: { id: number; isPopular: boolean }) => callApi<Package>(apiPaths.packages.item(id), { method: 'PUT', body: { isPopular } }),
    invalidates: ['packages'],
    success: 'packages.toast.updated',
    failure: 'packages.toast.updateFailed',
  });
