import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { localizedText } from '../../shared/localized-text';
import { publicReadQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import type { Language } from '@shared/constants';
import type { Category } from '@shared/schemas/category';
import { useLanguage } from '../components/site-text';

export const categoriesQuery = () => publicReadQuery(queryKeys.categories, { name: 'categories', params: {} });

/** Blog categories; posts refer to a category by its `name`. */
export function useCategories() {
  return useQuery(categoriesQuery());
}

/** A post's category (its stored name) in `language`: the stored name when no category has it or its text is empty. */
export function categoryLabel(categories: readonly Category[] | undefined, categoryName: string, language: Language): string {
  const category = categories?.find((candidate) => candidate.name === categoryName);
  return (category && localizedText(category, 'name', language)) || categoryName;
}

/** A function giving a post's category in the current language (the stored name until categories arrive). */
export function useCategoryLabel(): (categoryName: string) => string {
  const language = useLanguage();
  const { data: categories } = useCategories();
  return useCallback((categoryName: string) => categoryLabel(categories, categoryName, language), [categories, language]);
}
