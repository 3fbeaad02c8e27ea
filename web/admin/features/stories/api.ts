import type { SuccessStory, SuccessStoryInput } from '../../../../shared/schemas/success-story';
import { useCrudMutations } from '../../api/crud';

export const useStoryMutations = () =>
  useCrudMutations<SuccessStoryInput, SuccessStory>({ resource: 'successStories', path: '/api/success-stories', messages: 'stories.toast' });
