import { useLocation } from 'react-router-dom';
import { SKELETON_COUNTS } from '@shared/constants';
import { PageHeader } from '../../components/page-header';
import { useSiteText } from '../../components/site-text';
import { CardSkeletons } from '../../components/skeleton';
import { StatusMessage } from '../../components/status-message';
import { listedStory } from '../../components/story-card';
import { listAddressOf, listParamsOf } from '../../components/use-list-params';
import { usePageTitle } from '../../components/use-page-title';
import { Island } from '../../islands/island';
import { useSuccessStories } from './api';
import { storyListIsland } from './story-list';
import listToolbar from '../../components/list-toolbar.module.css';

/** /success-stories: search, sort, results count and pages of six (an island: see story-list.tsx). */
export function SuccessStoriesPage() {
  const { t } = useSiteText();
  const { data: stories, isPending, isError } = useSuccessStories();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  usePageTitle(t('meta.successStories.title'));

  return (
    <>
      <PageHeader eyebrow={t('success.eyebrow')} title={t('stories.listTitle')}>
        {t('stories.listSubtitle')}
      </PageHeader>
      <div className={`container ${listToolbar['list-page']}`}>
        {isPending ? (
          <CardSkeletons count={SKELETON_COUNTS.stories} />
        ) : isError || !stories ? (
          <StatusMessage kind="error">{t('common.loadFailed')}</StatusMessage>
        ) : (
          <Island island={storyListIsland} props={{ stories: stories.map(listedStory), initial: listParamsOf(query), address: listAddressOf(pathname, query) }} when="interaction" />
        )}
      </div>
    </>
  );
}
