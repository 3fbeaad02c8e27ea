import type { MouseEvent } from 'react';
import type { Page } from '@shared/search';
import { DirectionalIcon } from './directional-icon';
import { useSiteText } from './site-text';
import styles from './pagination.module.css';

interface PaginationProps {
  page: Page<unknown>;
  onChange(page: number): void;
  /** The address of a page of the list (`?page=`), so that paging works as plain links when scripts are off. */
  hrefFor(page: number): string;
}

/** 'Showing start to end of total results' with Previous and Next. */
export function Pagination({ page, onChange, hrefFor }: PaginationProps) {
  const { t } = useSiteText();
  if (page.total === 0) return null;
  // A new page starts at the top of the list, not at the links the visitor just pressed.
  const go = (next: number) => (event: MouseEvent) => {
    event.preventDefault();
    onChange(next);
    document.getElementById('main-content')?.scrollIntoView({ block: 'start' });
  };
  const step = (target: number, enabled: boolean, kind: 'previous' | 'next') => {
    const label = kind === 'previous' ? t('common.previous') : t('common.next');
    const content = kind === 'previous' ? [<DirectionalIcon key="icon" kind="previous" />, label] : [label, <DirectionalIcon key="icon" kind="next" />];
    if (!enabled) {
      // A link with nowhere to go: shown, but not focusable and announced as unavailable.
      return (
        <a className="button button--outline button--small" role="link" aria-disabled="true">
          {content}
        </a>
      );
    }
    return (
      <a href={hrefFor(target)} className="button button--outline button--small" rel={kind === 'previous' ? 'prev' : 'next'} onClick={go(target)}>
        {content}
      </a>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={t('list.pagination')}>
      <p className={styles.pagination__summary} role="status" data-testid="results-count">
        {t('list.showing', { start: page.start, end: page.end, total: page.total })}
      </p>
      {page.pageCount > 1 && (
        <div className={styles.pagination__controls}>
          {step(page.page - 1, page.page > 1, 'previous')}
          <span className={styles.pagination__page}>{t('list.pageOf', { page: page.page, pageCount: page.pageCount })}</span>
          {step(page.page + 1, page.page < page.pageCount, 'next')}
        </div>
      )}
    </nav>
  );
}
