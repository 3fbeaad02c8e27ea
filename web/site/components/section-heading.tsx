import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

/** The eyebrow, title and lead of a page section; `id` labels the section for assistive technology. */
export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className={styles['section-heading']}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className={styles['section-heading__title']}>
        {title}
      </h2>
      {children && <p className={styles['section-heading__lead']}>{children}</p>}
    </div>
  );
}
