import { useQuery } from '@tanstack/react-query';
import type { SuccessStory } from '../../../../shared/schemas/success-story';
import { api } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/query-keys';

export function useSuccessStories() {
  return useQuery({
    queryKey: queryKeys.successStories,
    queryFn: ({ signal }) => api.get<SuccessStory[]>('/api/success-stories', signal),
  });
}

/** One story; `id` undefined (not a valid id) never asks the server. */
export function useSuccessStory(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.successStory(id ?? 0),
    queryFn: ({ signal }) => api.get<SuccessStory>(`/api/success-stories/${id}`, signal),
    enabled: id !== undefined,
  });
}
