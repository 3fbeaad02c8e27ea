import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { SORT_ORDERS, type SortOrder } from '@shared/constants';
import { LIST_QUERY_PARAMS } from './list-query-params';
import { useSiteText } from './site-text';
import formField from './form-field.module.css';
import styles from './list-toolbar.module.css';

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

/**
 * The search box and sort selector of the list pages, in a GET form with the list's own parameters: with scripts the
 * list follows every keystroke; without, the form loads the filtered list from the server.
 */
export function ListToolbar({ searchLabel, searchPlaceholder, query, onQueryChange, sort, onSortChange, children }: ListToolbarProps) {
  const { t } = useSiteText();
  return (
    <form className={styles.toolbar} role="search" method="get" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.toolbar__search}>
        <label htmlFor="list-search" className="visually-hidden">
          {searchLabel}
        </label>
        <Search aria-hidden="true" size={18} className={styles['toolbar__search-icon']} />
        <input
          id="list-search"
          name={LIST_QUERY_PARAMS.query}
          className={`${formField.input} ${styles['input--search']}`}
          type="search"
          value={query}
          placeholder={searchPlaceholder}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      {children}
      <div className={styles.toolbar__filter}>
        <label htmlFor="list-sort" className={styles.toolbar__label}>
          {t('list.sortLabel')}
        </label>
        <select id="list-sort" name={LIST_QUERY_PARAMS.sort} className={`${formField.input} ${formField.select}`} value={sort} onChange={(event) => onSortChange(event.target.value as SortOrder)}>
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`list.${order}`)}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="button button--outline">
          {t('list.apply')}
        </button>
      </noscript>
    </form>
  );
}
