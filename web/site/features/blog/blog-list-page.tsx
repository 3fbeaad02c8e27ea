import { useLocation } from 'react-router-dom';
import { SKELETON_COUNTS } from '@shared/constants';
import { localizedText } from '../../../shared/localized-text';
import { useCategories } from '../../api/categories';
import { PageHeader } from '../../components/page-header';
import { useSiteText } from '../../components/site-text';
import { CardSkeletons } from '../../components/skeleton';
import { StatusMessage } from '../../components/status-message';
import { listAddressOf, listParamsOf } from '../../components/use-list-params';
import { usePageTitle } from '../../components/use-page-title';
import { Island } from '../../islands/island';
import { useBlogPosts } from './api';
import { listedPost } from '../../components/post-card';
import { blogListIsland } from './blog-list';
import listToolbar from '../../components/list-toolbar.module.css';

/** /blogs: search, category filter, sort, results count and pages of six (an island: see blog-list.tsx). */
export function BlogListPage() {
  const { t, language } = useSiteText();
  const { data: posts, isPending, isError } = useBlogPosts();
  const { data: categories } = useCategories();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  usePageTitle(t('meta.blogs.title'));
  const activeCategories = (categories ?? []).filter((category) => category.isActive).map((category) => ({ name: category.name, label: localizedText(category, 'name', language) || category.name }));

  return (
    <>
      <PageHeader eyebrow={t('blogs.eyebrow')} title={t('blog.listTitle')}>
        {t('blog.listSubtitle')}
      </PageHeader>
      <div className={`container ${listToolbar['list-page']}`}>
        {isPending ? (
          <CardSkeletons count={SKELETON_COUNTS.posts} />
        ) : isError || !posts ? (
          <StatusMessage kind="error">{t('common.loadFailed')}</StatusMessage>
        ) : (
          <Island island={blogListIsland} props={{ posts: posts.map(listedPost), categories: activeCategories, initial: listParamsOf(query), address: listAddressOf(pathname, query) }} when="interaction" />
        )}
      </div>
    </>
  );
}
