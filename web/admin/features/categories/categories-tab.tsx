import { Badge, Spinner } from '@fluentui/react-components';
import { Tag24Regular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { searchCategories } from '@shared/admin-search';
import { formatDate } from '@shared/format';
import { pickLocalized } from '@shared/localize';
import type { Category } from '@shared/schemas/category';
import { useResource } from '../../api/resources';
import { useConfirmDelete } from '../../components/confirm-dialog';
import { ContentList, ContentRow } from '../../components/content-row';
import { EmptyState } from '../../components/empty-state';
import { ListToolbar } from '../../components/list-toolbar';
import { PaginationBar } from '../../components/pagination-bar';
import { RowActions } from '../../components/row-actions';
import { usePagedSearch } from '../../hooks/use-paged-search';
import { useAdminTranslation } from '../../i18n';
import { useAdminUi } from '../../stores/ui-store';
import { useCategoryMutations } from './api';
import { CategoryDialog } from './category-dialog';

/** The categories tab: client-side search over all names and the description, 5 per page, add, edit, delete. */
export function CategoriesTab() {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const openEditor = useAdminUi((state) => state.openEditor);
  const categories = useResource('categories');
  const posts = useResource('blogPosts').data;
  const list = usePagedSearch(categories.data, searchCategories);
  const { remove } = useCategoryMutations();
  const confirmDelete = useConfirmDelete();
  const nameOf = (category: Category) => pickLocalized<string>(category as unknown as Record<string, unknown>, 'name', language) ?? category.name;
  const otherNameOf = (category: Category) => (language === 'ar' ? category.nameEn : category.nameAr);
  const postCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const post of posts ?? []) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
    return counts;
  }, [posts]);

  if (categories.isPending) return <Spinner label={t('categories.loading')} />;

  return (
    <>
      <ListToolbar
        query={list.query}
        onQueryChange={list.setQuery}
        searchPlaceholder={t('categories.search')}
        addLabel={t('categories.add')}
        onAdd={() => openEditor('category')}
      />
      {list.total === 0 ? (
        <EmptyState icon={<Tag24Regular />} title={list.query.trim() ? t('common.noMatches') : t('categories.empty')} />
      ) : (
        <ContentList label={t('tabs.categories')}>
          {list.items.map((category) => (
            <ContentRow
              key={category.id}
              testId={`category-${category.id}`}
              title={nameOf(category)}
              badges={
                <Badge appearance="tint" color={category.isActive ? 'success' : 'subtle'}>
                  {category.isActive ? t('common.active') : t('common.inactive')}
                </Badge>
              }
              meta={
                <>
                  <span lang={language === 'ar' ? 'en' : 'ar'}>{otherNameOf(category)}</span>
                  <span>{t('categories.postCount', { amount: postCounts.get(category.name) ?? 0 })}</span>
                  <span>{t('categories.createdOn', { date: formatDate(category.createdAt, language) })}</span>
                  {category.description ? <span dir="auto">{category.description}</span> : null}
                </>
              }
              actions={
                <RowActions
                  name={nameOf(category)}
                  onEdit={() => openEditor('category', category.id)}
                  onDelete={() => confirmDelete(nameOf(category), () => remove.mutateAsync(category.id))}
                />
              }
            />
          ))}
        </ContentList>
      )}
      <PaginationBar page={list} onPageChange={list.setPage} />
      <CategoryDialog categories={categories.data ?? []} />
    </>
  );
}
