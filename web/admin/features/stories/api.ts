import { apiPaths } from '@shared/api-routes';
import type { SuccessStory, SuccessStoryInput } from '@shared/schemas/success-story';
import type { PublishingSubject } from '../publishing/api';
import { useCrudMutations } from '../../api/crud';

/** Success stories as their revisions, autosaves and publishing actions name them. */
export const SUCCESS_STORIES = { paths: apiPaths.successStories, resource: 'successStories' } as const satisfies PublishingSubject;

export const useStoryMutations = () => useCrudMutations<SuccessStoryInput, SuccessStory>({ ...SUCCESS_STORIES, messages: 'stories.toast' });
