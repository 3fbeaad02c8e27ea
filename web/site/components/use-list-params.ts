import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SORT_ORDERS, type SortOrder } from '../../../shared/constants';
import { ALL_CATEGORIES } from '../../../shared/search';

export interface ListParams {
  query: string;
  sort: SortOrder;
  category: string;
  page: number;
}

/**
 * A list page's search, sort, category and page, kept in the URL so that they survive a reload and can be
 * shared. Changing anything but the page goes back to page 1.
 */
export function useListParams(): [ListParams, (changes: Partial<ListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sortParam = searchParams.get('sort');
  const params: ListParams = {
    query: searchParams.get('q') ?? '',
    sort: (SORT_ORDERS as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortOrder) : 'newest',
    category: searchParams.get('category') || ALL_CATEGORIES,
    page: Number(searchParams.get('page')) || 1,
  };

  const update = useCallback(
    (changes: Partial<ListParams>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string, defaultValue: string) => {
            if (value === defaultValue) next.delete(key);
            else next.set(key, value);
          };
          if (changes.query !== undefined) set('q', changes.query, '');
          if (changes.sort !== undefined) set('sort', changes.sort, 'newest');
          if (changes.category !== undefined) set('category', changes.category, ALL_CATEGORIES);
          set('page', String(changes.page ?? 1), '1');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return [params, update];
}
