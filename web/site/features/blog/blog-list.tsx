import { useMemo } from 'react';
import { PUBLIC_PAGE_SIZE } from '@shared/constants';
import { ALL_CATEGORIES, paginate, searchPosts, sortByPublished } from '@shared/search';
import { ListToolbar } from '../../components/list-toolbar';
import { Pagination } from '../../components/pagination';
import { PostCard, type ListedPost } from '../../components/post-card';
import { useSiteText } from '../../components/site-text';
import { StatusMessage } from '../../components/status-message';
import { LIST_QUERY_PARAMS } from '../../components/list-query-params';
import { useListParams, type ListAddress, type ListParams } from '../../components/use-list-params';
import { defineIsland } from '../../islands/island-root';
import contentCard from '../../components/content-card.module.css';
import formField from '../../components/form-field.module.css';
import listToolbar from '../../components/list-toolbar.module.css';

interface BlogListProps {
  posts: ListedPost[];
  /** The active categories by stored name, with their label in the page's language. */
  categories: { name: string; label: string }[];
  initial: ListParams;
  address: ListAddress;
}

/** The blog's search, category filter, sort, results count and pages of six, following every keystroke. */
function BlogList({ posts, categories, initial, address }: BlogListProps) {
  const { t } = useSiteText();
  const [params, update, hrefFor] = useListParams(initial, address);
  const page = useMemo(
    () => paginate(sortByPublished(searchPosts(posts, params.query, params.category), params.sort), params.page, PUBLIC_PAGE_SIZE),
    [posts, params.query, params.category, params.sort, params.page],
  );
  const labelOf = (name: string) => categories.find((category) => category.name === name)?.label ?? name;

  return (
    <>
      <ListToolbar
        searchLabel={t('blog.searchLabel')}
        searchPlaceholder={t('blog.searchPlaceholder')}
        query={params.query}
        onQueryChange={(query) => update({ query })}
        sort={params.sort}
        onSortChange={(sort) => update({ sort })}
      >
        <div className={listToolbar.toolbar__filter}>
          <label htmlFor="list-category" className={listToolbar.toolbar__label}>
            {t('blog.categoryLabel')}
          </label>
          <select id="list-category" name={LIST_QUERY_PARAMS.category} className={`${formField.input} ${formField.select}`} value={params.category} onChange={(event) => update({ category: event.target.value })}>
            <option value={ALL_CATEGORIES}>{t('blog.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.name} value={category.name}>
                {category.label}
              </option>
            ))}
          </select>
        </div>
      </ListToolbar>
      {page.total === 0 ? (
        <StatusMessage kind="empty">{t('blog.empty')}</StatusMessage>
      ) : (
        <>
          <div className={`${contentCard['card-grid']} ${contentCard['card-grid--list']}`}>
            {/* The first card's image is in a phone's first screen: the page's main image. */}
            {page.items.map((post, index) => (
              <PostCard key={post.id} post={post} categoryLabel={labelOf(post.category)} headingLevel={2} priority={index === 0} />
            ))}
          </div>
          <Pagination page={page} onChange={(next) => update({ page: next })} hrefFor={(next) => hrefFor({ page: next })} />
        </>
      )}
    </>
  );
}

export const blogListIsland = defineIsland('blogList', BlogList, ['blog', 'list', 'common']);
