import { useQuery } from '@tanstack/react-query';
import { publicReadQuery } from '../../../shared/api-query';
import { queryKeys } from '../../../shared/query-keys';

export const successStoriesQuery = () => publicReadQuery(queryKeys.successStories, { name: 'successStories', params: {} });

export const successStoryQuery = (id: number) => publicReadQuery(queryKeys.successStory(id), { name: 'successStory', params: { id } });

export function useSuccessStories() {
  return useQuery(successStoriesQuery());
}

/** One story; `id` undefined (not a valid id) never asks the server. */
export function useSuccessStory(id: number | undefined) {
  return useQuery({ ...successStoryQuery(id ?? 0), enabled: id !== undefined });
}
