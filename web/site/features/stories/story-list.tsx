import { useMemo } from 'react';
import { PUBLIC_PAGE_SIZE } from '@shared/constants';
import { paginate, searchStories, sortByPublished } from '@shared/search';
import { ListToolbar } from '../../components/list-toolbar';
import { Pagination } from '../../components/pagination';
import { useSiteText } from '../../components/site-text';
import { StatusMessage } from '../../components/status-message';
import { StoryCard, type ListedStory } from '../../components/story-card';
import { useListParams, type ListAddress, type ListParams } from '../../components/use-list-params';
import { defineIsland } from '../../islands/island-root';
import contentCard from '../../components/content-card.module.css';

/** The stories' search, sort, results count and pages of six, following every keystroke. */
function StoryList({ stories, initial, address }: { stories: ListedStory[]; initial: ListParams; address: ListAddress }) {
  const { t } = useSiteText();
  const [params, update, hrefFor] = useListParams(initial, address);
  const page = useMemo(
    () => paginate(sortByPublished(searchStories(stories, params.query), params.sort), params.page, PUBLIC_PAGE_SIZE),
    [stories, params.query, params.sort, params.page],
  );

  return (
    <>
      <ListToolbar
        searchLabel={t('stories.searchLabel')}
        searchPlaceholder={t('stories.searchPlaceholder')}
        query={params.query}
        onQueryChange={(query) => update({ query })}
        sort={params.sort}
        onSortChange={(sort) => update({ sort })}
      />
      {page.total === 0 ? (
        <StatusMessage kind="empty">{t('stories.empty')}</StatusMessage>
      ) : (
        <>
          <div className={`${contentCard['card-grid']} ${contentCard['card-grid--list']}`}>
            {/* The first card's image is in a phone's first screen: the page's main image. */}
            {page.items.map((story, index) => (
              <StoryCard key={story.id} story={story} headingLevel={2} priority={index === 0} />
            ))}
          </div>
          <Pagination page={page} onChange={(next) => update({ page: next })} hrefFor={(next) => hrefFor({ page: next })} />
        </>
      )}
    </>
  );
}

export const storyListIsland = defineIsland('storyList', StoryList, ['stories', 'list', 'common']);
