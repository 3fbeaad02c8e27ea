import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_SIZE, SKELETON_COUNTS } from '@shared/constants';
import { paginate, searchStories, sortByPublished } from '@shared/search';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { CardSkeletons } from '../../components/skeleton';
import { StatusMessage } from '../../components/status-message';
import { StoryCard } from '../../components/story-card';
import { useListParams } from '../../components/use-list-params';
import { usePageTitle } from '../../components/use-page-title';
import { useSuccessStories } from './api';

/** /success-stories: search, sort, results count and pages of six. */
export function SuccessStoriesPage() {
  const { t } = useTranslation();
  const { data: stories, isPending, isError } = useSuccessStories();
  const [params, update, hrefFor] = useListParams();
  usePageTitle(t('meta.successStories.title'));

  const page = useMemo(
    () => paginate(sortByPublished(searchStories(stories ?? [], params.query), params.sort), params.page, PUBLIC_PAGE_SIZE),
    [stories, params.query, params.sort, params.page],
  );

  return (
    <>
      <PageHeader eyebrow={t('success.eyebrow')} title={t('stories.listTitle')}>
        {t('stories.listSubtitle')}
      </PageHeader>
      <div className="container list-page">
        <ListToolbar
          searchLabel={t('stories.searchLabel')}
          searchPlaceholder={t('stories.searchPlaceholder')}
          query={params.query}
          onQueryChange={(query) => update({ query })}
          sort={params.sort}
          onSortChange={(sort) => update({ sort })}
        />
        {isPending ? (
          <CardSkeletons count={SKELETON_COUNTS.stories} />
        ) : isError ? (
          <StatusMessage kind="error">{t('common.loadFailed')}</StatusMessage>
        ) : page.total === 0 ? (
          <StatusMessage kind="empty">{t('stories.empty')}</StatusMessage>
        ) : (
          <>
            <div className="card-grid">
              {/* The first card's image is in a phone's first screen: the page's main image. */}
              {page.items.map((story, index) => (
                <StoryCard key={story.id} story={story} headingLevel={2} priority={index === 0} />
              ))}
            </div>
            <Pagination page={page} onChange={(next) => update({ page: next })} hrefFor={(next) => hrefFor({ page: next })} />
          </>
        )}
      </div>
    </>
  );
}
