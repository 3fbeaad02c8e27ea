import { Trophy24Regular } from '@fluentui/react-icons';
import { pickLocalized } from '@shared/localize';
import type { SuccessStory } from '@shared/schemas/success-story';
import { searchStories } from '@shared/search';
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
import { SUCCESS_STORIES, useStoryMutations } from './api';
import { StoryDialog } from './story-dialog';

/** The success stories tab: search by name or achievement, 5 per page, edit and delete. */
export function StoriesTab() {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const openEditor = useAdminUi((state) => state.openEditor);
  const stories = useResource('successStories').data;
  const publication = usePublicationFilter(stories);
  const list = usePagedSearch(publication.filtered, searchStories);
  const { remove } = useStoryMutations();
  const confirmDelete = useConfirmDelete();
  const text = (story: SuccessStory, field: string) => pickLocalized<string>(story as unknown as Record<string, unknown>, field, language) ?? '';

  return (
    <>
      <ListToolbar
        query={list.query}
        onQueryChange={list.setQuery}
        searchPlaceholder={t('stories.search')}
        addLabel={t('stories.add')}
        onAdd={() => openEditor('story')}
      >
        <PublicationFilterSelect filter={publication.filter} onChange={publication.setFilter} />
      </ListToolbar>
      {list.total === 0 ? (
        <EmptyState icon={<Trophy24Regular />} title={list.query.trim() || publication.filter !== 'all' ? t('common.noMatches') : t('stories.empty')} />
      ) : (
        <ContentList label={t('tabs.stories')}>
          {list.items.map((story) => (
            <ContentRow
              key={story.id}
              testId={`story-${story.id}`}
              media={<RowThumbnail src={adminPlatform().assetUrl(story.image)} alt={text(story, 'name')} />}
              title={text(story, 'name')}
              badges={<PublicationBadge item={story} />}
              meta={
                <>
                  <span dir="auto">{text(story, 'achievement')}</span>
                  <PublicationDate item={story} />
                  <span>{t('common.orderValue', { order: story.displayOrder })}</span>
                </>
              }
              actions={
                <RowActions
                  name={text(story, 'name')}
                  onEdit={() => openEditor('story', story.id)}
                  onDelete={() => confirmDelete(text(story, 'name'), () => remove.mutateAsync(story.id))}
                >
                  <PublishingMenu item={story} name={text(story, 'name')} subject={SUCCESS_STORIES} />
                </RowActions>
              }
            />
          ))}
        </ContentList>
      )}
      <PaginationBar page={list} onPageChange={list.setPage} />
      <StoryDialog stories={stories ?? []} />
    </>
  );
}
