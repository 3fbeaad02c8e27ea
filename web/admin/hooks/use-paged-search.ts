import { useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import { paginate } from '@shared/search';

/** A list's search box and page (5 per page): a new query goes back to the first page. */
export function usePagedSearch<T>(items: readonly T[] | undefined, search: (items: readonly T[], query: string) => T[]) {
  const [query, setQueryText] = useState('');
  const [page, setPage] = useState(1);
  const result = useMemo(() => paginate(search(items ?? [], query), page, ADMIN_PAGE_SIZE), [items, search, query, page]);
  const setQuery = (next: string) => {
    setQueryText(next);
    setPage(1);
  };
  return { query, setQuery, setPage, ...result };
}
