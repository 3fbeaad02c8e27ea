import { useState } from 'react';
import { SORT_ORDERS, type SortOrder } from '@shared/constants';
import { ALL_CATEGORIES } from '@shared/search';
import { LIST_QUERY_PARAMS } from './list-query-params';

export interface ListParams {
  query: string;
  sort: SortOrder;
  category: string;
  page: number;
}

/** A list page's address: its path and the parameters of its query that are not the list's own (`lang`), kept in every link. */
export interface ListAddress {
  path: string;
  other: [string, string][];
}

const LIST_PARAMETER_NAMES: readonly string[] = Object.values(LIST_QUERY_PARAMS);

/** The address of the list page at `path` with `searchParams`, but for the list's own parameters. */
export const listAddressOf = (path: string, searchParams: URLSearchParams): ListAddress => ({
  path,
  other: [...searchParams].filter(([name]) => !LIST_PARAMETER_NAMES.includes(name)),
});

/** A list's search, sort, category and page as its address gives them (the server reads them to render the list). */
export function listParamsOf(searchParams: URLSearchParams): ListParams {
  const sortParam = searchParams.get(LIST_QUERY_PARAMS.sort);
  return {
    query: searchParams.get(LIST_QUERY_PARAMS.query) ?? '',
    sort: (SORT_ORDERS as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortOrder) : 'newest',
    category: searchParams.get(LIST_QUERY_PARAMS.category) || ALL_CATEGORIES,
    page: Math.max(1, Math.floor(Number(searchParams.get(LIST_QUERY_PARAMS.page)) || 1)),
  };
}

/** The list's address for `params`: defaults are left out. */
function listHref({ path, other }: ListAddress, params: ListParams): string {
  const search = new URLSearchParams(other);
  if (params.query) search.set(LIST_QUERY_PARAMS.query, params.query);
  if (params.sort !== 'newest') search.set(LIST_QUERY_PARAMS.sort, params.sort);
  if (params.category !== ALL_CATEGORIES) search.set(LIST_QUERY_PARAMS.category, params.category);
  if (params.page !== 1) search.set(LIST_QUERY_PARAMS.page, String(params.page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A list island's search, sort, category and page, starting from the ones the server rendered and kept in the
 * address (replaced, not pushed) so that they survive a reload and can be shared; without scripts the same are plain
 * links and a GET form. Changing anything but the page goes back to page 1. Returns the params, an updater, and the
 * link for a change.
 */
export function useListParams(initial: ListParams, address: ListAddress): [ListParams, (changes: Partial<ListParams>) => void, (changes: Partial<ListParams>) => string] {
  const [params, setParams] = useState(initial);
  const changed = (changes: Partial<ListParams>): ListParams => ({ ...params, ...changes, page: changes.page ?? 1 });
  const update = (changes: Partial<ListParams>) => {
    const next = changed(changes);
    setParams(next);
    window.history.replaceState(window.history.state, '', listHref(address, next));
  };
  return [params, update, (changes) => listHref(address, changed(changes))];
}
