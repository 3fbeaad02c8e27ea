import { Badge } from '@fluentui/react-components';
import { Box24Regular, Star20Filled, Star20Regular } from '@fluentui/react-icons';
import { searchPackages } from '@shared/admin-search';
import { formatPrice } from '@shared/format';
import { pickLocalized } from '@shared/localize';
import type { Package } from '@shared/schemas/package';
import { useResource } from '../../api/resources';
import { useConfirmDelete } from '../../components/confirm-dialog';
import { ContentList, ContentRow } from '../../components/content-row';
import { EmptyState } from '../../components/empty-state';
import { ListToolbar } from '../../components/list-toolbar';
import { PaginationBar } from '../../components/pagination-bar';
import { IconAction, RowActions } from '../../components/row-actions';
import { usePagedSearch } from '../../hooks/use-paged-search';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { usePackageMutations, useTogglePopular } from './api';
import { PackageDialog } from './package-dialog';
import { PackageIcon } from './package-icon';

/** The packages tab: search by name, 5 per page, the popular star, edit and delete. */
export function PackagesTab() {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const openEditor = useAdminUi((state) => state.openEditor);
  const packages = useResource('packages').data;
  const list = usePagedSearch(packages, searchPackages);
  const { remove } = usePackageMutations();
  const togglePopular = useTogglePopular();
  const confirmDelete = useConfirmDelete();
  const nameOf = (item: Package) => pickLocalized<string>(item as unknown as Record<string, unknown>, 'name', language) ?? '';

  return (
    <>
      <ListToolbar
        query={list.query}
        onQueryChange={list.setQuery}
        searchPlaceholder={t('packages.search')}
        addLabel={t('packages.add')}
        onAdd={() => openEditor('package')}
      />
      {list.total === 0 ? (
        <EmptyState icon={<Box24Regular />} title={list.query.trim() ? t('common.noMatches') : t('packages.empty')} />
      ) : (
        <ContentList label={t('tabs.packages')}>
          {list.items.map((item) => (
            <ContentRow
              key={item.id}
              testId={`package-${item.id}`}
              highlighted={item.isPopular}
              media={<PackageIcon icon={item.icon} />}
              title={nameOf(item)}
              badges={
                item.isPopular ? (
                  <Badge appearance="filled" color="brand" icon={<Star20Filled />}>
                    {t('packages.mostPopular')}
                  </Badge>
                ) : null
              }
              meta={
                <>
                  <span>{formatPrice(item.price, language)}</span>
                  <span>{t('packages.featureCount', { amount: item.featuresEn.length })}</span>
                  <span>{t('common.orderValue', { order: item.displayOrder })}</span>
                </>
              }
              actions={
                <RowActions
                  name={nameOf(item)}
                  onEdit={() => openEditor('package', item.id)}
                  onDelete={() => confirmDelete(nameOf(item), () => remove.mutateAsync(item.id))}
                >
                  <IconAction
                    label={item.isPopular ? t('packages.unmarkPopular', { name: nameOf(item) }) : t('packages.markPopular', { name: nameOf(item) })}
                    icon={item.isPopular ? <Star20Filled color="#c27c0e" /> : <Star20Regular />}
                    pressed={item.isPopular}
                    disabled={togglePopular.isPending}
                    onClick={() => togglePopular.mutate({ id: item.id, isPopular: !item.isPopular })}
                  />
                </RowActions>
              }
            />
          ))}
        </ContentList>
      )}
      <PaginationBar page={list} onPageChange={list.setPage} />
      <PackageDialog packages={packages ?? []} />
    </>
  );
}
