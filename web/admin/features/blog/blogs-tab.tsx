import { Badge } from '@fluentui/react-components';
import { News24Regular } from '@fluentui/react-icons';
import { pickLocalized } from '@shared/localize';
import type { BlogPost } from '@shared/schemas/blog-post';
import { searchPosts } from '@shared/search';
import { useResource } from '../../api/resources';
import { useConfirmDelete } from '../../components/confirm-dialog';
import { ContentList, ContentRow, RowThumbnail } from '../../components/content-row';
import { EmptyState } from '../../components/empty-state';
import { ListToolbar } from '../../components/list-toolbar';
import { PaginationBar } from '../../components/pagination-bar';
import { PublicationBadge, PublicationDate, PublicationFilterSelect, PublishingMenu, usePublicationFilter } from '../publishing/publication';
import { RowActions } from '../../components/row-actions';
import { usePagedSearch } from '../../hooks/use-paged-search';
import { useAdminTranslation } from '../../i18n';
import { adminPlatform } from '../../platform';
import { useAdminUi } from '../../stores/ui-store';
import { BLOG_POSTS, useBlogMutations } from './api';
import { BlogDialog } from './blog-dialog';
import { useCategoryLabel } from './category-label';

const searchAllCategories = (posts: readonly BlogPost[], query: string) => searchPosts(posts, query);

/** The blog posts tab: search across both languages' titles and excerpts, 5 per page, edit and delete. */
export function BlogsTab() {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const openEditor = useAdminUi((state) => state.openEditor);
  const posts = useResource('blogPosts').data;
  const publication = usePublicationFilter(posts);
  const list = usePagedSearch(publication.filtered, searchAllCategories);
  const { remove } = useBlogMutations();
  const confirmDelete = useConfirmDelete();
  const categoryLabel = useCategoryLabel();
  const titleOf = (post: BlogPost) => pickLocalized<string>(post as unknown as Record<string, unknown>, 'title', language) ?? post.slug;

  return (
    <>
      <ListToolbar
        query={list.query}
        onQueryChange={list.setQuery}
        searchPlaceholder={t('blogs.search')}
        addLabel={t('blogs.add')}
        onAdd={() => openEditor('blog')}
      >
        <PublicationFilterSelect filter={publication.filter} onChange={publication.setFilter} />
      </ListToolbar>
      {list.total === 0 ? (
        <EmptyState icon={<News24Regular />} title={list.query.trim() || publication.filter !== 'all' ? t('common.noMatches') : t('blogs.empty')} />
      ) : (
        <ContentList label={t('tabs.blogs')}>
          {list.items.map((post) => (
            <ContentRow
              key={post.id}
              testId={`blog-${post.id}`}
              media={<RowThumbnail src={adminPlatform().assetUrl(post.image)} alt={titleOf(post)} />}
              title={titleOf(post)}
              badges={
                <>
                  <PublicationBadge item={post} />
                  <Badge appearance="tint" color="brand">
                    {categoryLabel(post.category)}
                  </Badge>
                </>
              }
              meta={
                <>
                  <PublicationDate item={post} />
                  <span>{t('common.orderValue', { order: post.displayOrder })}</span>
                  <span dir="ltr">/{post.slug}</span>
                </>
              }
              actions={
                <RowActions
                  name={titleOf(post)}
                  onEdit={() => openEditor('blog', post.id)}
                  onDelete={() => confirmDelete(titleOf(post), () => remove.mutateAsync(post.id))}
                >
                  <PublishingMenu item={post} name={titleOf(post)} subject={BLOG_POSTS} />
                </RowActions>
              }
            />
          ))}
        </ContentList>
      )}
      <PaginationBar page={list} onPageChange={list.setPage} />
      <BlogDialog posts={posts ?? []} />
    </>
  );
}
