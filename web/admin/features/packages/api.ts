import type { Package, PackageInput } from '../../../../shared/schemas/package';
import { callApi } from '../../api/client';
import { useCrudMutations } from '../../api/crud';
import { useAdminMutation } from '../../api/mutations';

export const usePackageMutations = () =>
  useCrudMutations<PackageInput, Package>({ resource: 'packages', path: '/api/packages', messages: 'packages.toast' });

/** The list's star: PUT /api/packages/{id} with {isPopular} alone. */
export const useTogglePopular = () =>
  useAdminMutation({
    mutationFn: ({ id, isPopular }: { id: number; isPopular: boolean }) => callApi<Package>(`/api/packages/${id}`, { method: 'PUT', body: { isPopular } }),
    invalidates: ['packages'],
    success: 'packages.toast.updated',
    failure: 'packages.toast.updateFailed',
  });
