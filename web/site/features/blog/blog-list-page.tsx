import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_SIZE, SKELETON_COUNTS } from '@shared/constants';
import { localizedText } from '../../../shared/localized-text';
import { ALL_CATEGORIES, paginate, searchPosts, sortByPublished } from '@shared/search';
import { useLanguage } from '../../../shared/i18n';
import { useCategories, useCategoryLabel } from '../../api/categories';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { PostCard } from '../../components/post-card';
import { CardSkeletons } from '../../components/skeleton';
import { StatusMessage } from '../../components/status-message';
import { LIST_QUERY_PARAMS, useListParams } from '../../components/use-list-params';
import { usePageTitle } from '../../components/use-page-title';
import { useBlogPosts } from './api';

/** /blogs: search, category filter, sort, results count and pages of six. */
export function BlogListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: posts, isPending, isError } = useBlogPosts();
  const { data: categories } = useCategories();
  const categoryLabel = useCategoryLabel();
  const [params, update, hrefFor] = useListParams();
  usePageTitle(t('meta.blogs.title'));

  const page = useMemo(
    () => paginate(sortByPublished(searchPosts(posts ?? [], params.query, params.category), params.sort), params.page, PUBLIC_PAGE_SIZE),
    [posts, params.query, params.category, params.sort, params.page],
  );
  const activeCategories = (categories ?? []).filter((category) => category.isActive);

  return (
    <>
      <PageHeader eyebrow={t('blogs.eyebrow')} title={t('blog.listTitle')}>
        {t('blog.listSubtitle')}
      </PageHeader>
      <div className="container list-page">
        <ListToolbar
          searchLabel={t('blog.searchLabel')}
          searchPlaceholder={t('blog.searchPlaceholder')}
          query={params.query}
          onQueryChange={(query) => update({ query })}
          sort={params.sort}
          onSortChange={(sort) => update({ sort })}
        >
          <div className="toolbar__filter">
            <label htmlFor="list-category" className="toolbar__label">
              {t('blog.categoryLabel')}
            </label>
            <select id="list-category" name={LIST_QUERY_PARAMS.category} className="input select" value={params.category} onChange={(event) => update({ category: event.target.value })}>
              <option value={ALL_CATEGORIES}>{t('blog.allCategories')}</option>
              {activeCategories.map((category) => (
                <option key={category.id} value={category.name}>
                  {localizedText(category, 'name', language)}
                </option>
              ))}
            </select>
          </div>
        </ListToolbar>
        {isPending ? (
          <CardSkeletons count={SKELETON_COUNTS.posts} />
        ) : isError ? (
          <StatusMessage kind="error">{t('common.loadFailed')}</StatusMessage>
        ) : page.total === 0 ? (
          <StatusMessage kind="empty">{t('blog.empty')}</StatusMessage>
        ) : (
          <>
            <div className="card-grid">
              {/* The first card's image is in a phone's first screen: the page's main image. */}
              {page.items.map((post, index) => (
                <PostCard key={post.id} post={post} categoryLabel={categoryLabel(post.category)} headingLevel={2} priority={index === 0} />
              ))}
            </div>
            <Pagination page={page} onChange={(next) => update({ page: next })} hrefFor={(next) => hrefFor({ page: next })} />
          </>
        )}
      </div>
    </>
  );
}
