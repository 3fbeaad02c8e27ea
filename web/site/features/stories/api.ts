import { useQuery } from '@tanstack/react-query';
import { publicReadQuery } from '../../../shared/api-query';
import { queryKeys } from '../../../shared/query-keys';

export const successStoriesQuery = () => publicReadQuery(queryKeys.successStories, { name: 'successStories', params: {} });

/** One story; `preview` is the token of a preview link. */
export const successStoryQuery = (id: number, preview?: string) =>
  publicReadQuery(queryKeys.successStory(id, preview), { name: 'successStory', params: { id, ...(preview === undefined ? {} : { preview }) } });

export function useSuccessStories() {
  return useQuery(successStoriesQuery());
}

/** One story; `id` undefined (not a valid id) never asks the server; `preview` as for successStoryQuery. */
export function useSuccessStory(id: number | undefined, preview?: string) {
  return useQuery({ ...successStoryQuery(id ?? 0, preview), enabled: id !== undefined });
}
