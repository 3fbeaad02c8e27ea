import { useTranslation } from 'react-i18next';
import type { Page } from '../../../shared/search';
import { DirectionalIcon } from './directional-icon';

/** 'Showing start to end of total results' with Previous and Next (spec section 2). */
export function Pagination({ page, onChange }: { page: Page<unknown>; onChange(page: number): void }) {
  const { t } = useTranslation();
  if (page.total === 0) return null;
  // A new page starts at the top of the list, not at the buttons the visitor just pressed.
  const go = (next: number) => {
    onChange(next);
    document.getElementById('main-content')?.scrollIntoView({ block: 'start' });
  };
  return (
    <nav className="pagination" aria-label={t('list.pagination')}>
      <p className="pagination__summary" role="status" data-testid="results-count">
        {t('list.showing', { start: page.start, end: page.end, total: page.total })}
      </p>
      {page.pageCount > 1 && (
        <div className="pagination__controls">
          <button type="button" className="button button--outline button--small" disabled={page.page <= 1} onClick={() => go(page.page - 1)}>
            <DirectionalIcon kind="previous" />
            {t('common.previous')}
          </button>
          <span className="pagination__page">{t('list.pageOf', { page: page.page, pageCount: page.pageCount })}</span>
          <button
            type="button"
            className="button button--outline button--small"
            disabled={page.page >= page.pageCount}
            onClick={() => go(page.page + 1)}
          >
            {t('common.next')}
            <DirectionalIcon kind="next" />
          </button>
        </div>
      )}
    </nav>
  );
}
