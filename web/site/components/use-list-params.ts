import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SORT_ORDERS, type SortOrder } from '@shared/constants';
import { ALL_CATEGORIES } from '@shared/search';

/** The query parameter of each part of a list's state: what a list page reads from its address. */
export const LIST_QUERY_PARAMS = { query: 'q', sort: 'sort', category: 'category', page: 'page' } as const;

interface ListParams {
  query: string;
  sort: SortOrder;
  category: string;
  page: number;
}

/** The list's address after `changes`: defaults are left out, and changing anything but the page goes back to page 1. */
function changedSearch(current: URLSearchParams, changes: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string, defaultValue: string) => {
    if (value === defaultValue) next.delete(key);
    else next.set(key, value);
  };
  if (changes.query !== undefined) set(LIST_QUERY_PARAMS.query, changes.query, '');
  if (changes.sort !== undefined) set(LIST_QUERY_PARAMS.sort, changes.sort, 'newest');
  if (changes.category !== undefined) set(LIST_QUERY_PARAMS.category, changes.category, ALL_CATEGORIES);
  set(LIST_QUERY_PARAMS.page, String(changes.page ?? 1), '1');
  return next;
}

/**
 * A list page's search, sort, category and page, kept in the URL so that they survive a reload, can be shared, and
 * work as plain links and forms when scripts are off. Returns the params, an updater, and the link for a change.
 */
export function useListParams(): [ListParams, (changes: Partial<ListParams>) => void, (changes: Partial<ListParams>) => string] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sortParam = searchParams.get(LIST_QUERY_PARAMS.sort);
  const params: ListParams = {
    query: searchParams.get(LIST_QUERY_PARAMS.query) ?? '',
    sort: (SORT_ORDERS as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortOrder) : 'newest',
    category: searchParams.get(LIST_QUERY_PARAMS.category) || ALL_CATEGORIES,
    page: Math.max(1, Math.floor(Number(searchParams.get(LIST_QUERY_PARAMS.page)) || 1)),
  };

  const update = useCallback(
    (changes: Partial<ListParams>) => setSearchParams((current) => changedSearch(current, changes), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const hrefFor = (changes: Partial<ListParams>) => {
    const search = changedSearch(searchParams, changes).toString();
    return search ? `?${search}` : '?';
  };

  return [params, update, hrefFor];
}
