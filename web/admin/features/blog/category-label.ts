import { pickLocalized } from '@shared/localize';
import { useResource } from '../../api/resources';
import { useAdminUi } from '../../stores/ui-store';

/** A post's category (stored by name) shown in the admin's language when the category still exists. */
export function useCategoryLabel() {
  const categories = useResource('categories').data ?? [];
  const language = useAdminUi((state) => state.language);
  return (name: string) => {
    const category = categories.find((item) => item.name === name);
    return category ? (pickLocalized<string>(category as unknown as Record<string, unknown>, 'name', language) ?? name) : name;
  };
}
