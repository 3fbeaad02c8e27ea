import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_ORDERS, type SortOrder } from '../../../shared/constants';

interface ListToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  query: string;
  onQueryChange(query: string): void;
  sort: SortOrder;
  onSortChange(sort: SortOrder): void;
  /** Extra filters, such as the blog's category. */
  children?: ReactNode;
}

/** The search box and sort selector of the list pages. */
export function ListToolbar({ searchLabel, searchPlaceholder, query, onQueryChange, sort, onSortChange, children }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="toolbar" role="search">
      <div className="toolbar__search">
        <label htmlFor="list-search" className="visually-hidden">
          {searchLabel}
        </label>
        <Search aria-hidden="true" size={18} className="toolbar__search-icon" />
        <input
          id="list-search"
          className="input input--search"
          type="search"
          value={query}
          placeholder={searchPlaceholder}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      {children}
      <div className="toolbar__filter">
        <label htmlFor="list-sort" className="toolbar__label">
          {t('list.sortLabel')}
        </label>
        <select id="list-sort" className="input select" value={sort} onChange={(event) => onSortChange(event.target.value as SortOrder)}>
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`list.${order}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
