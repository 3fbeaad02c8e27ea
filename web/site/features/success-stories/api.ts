import { useQuery } from '@tanstack/react-query';
import type { SuccessStory } from '../../../../shared/schemas/success-story';
import { apiQuery } from '../../../shared/api-query';
import { queryKeys } from '../../../shared/query-keys';

export const successStoriesQuery = () => apiQuery<SuccessStory[], typeof queryKeys.successStories>(queryKeys.successStories, '/api/success-stories');

export const successStoryQuery = (id: number) => apiQuery<SuccessStory, ReturnType<typeof queryKeys.successStory>>(queryKeys.successStory(id), `/api/success-stories/${id}`);

export function useSuccessStories() {
  return useQuery(successStoriesQuery());
}

/** One story; `id` undefined (not a valid id) never asks the server. */
export function useSuccessStory(id: number | undefined) {
  return useQuery({ ...successStoryQuery(id ?? 0), enabled: id !== undefined });
}
