import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** The title band at the top of list pages. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className={styles['page-header']}>
      <div className="container page-header__inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className={styles['page-header__title']}>{title}</h1>
        {children && <p className={styles['page-header__lead']}>{children}</p>}
      </div>
    </header>
  );
}
