import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@shared/routes';
import { DirectionalIcon } from './directional-icon';
import { useSiteText } from './site-text';
import styles from './status-message.module.css';

/** A friendly full-width message: not found (with Back to Home), empty results or a failed load. */
export function StatusMessage({
  kind,
  title,
  children,
  action,
  headingLevel = 2,
}: {
  kind: 'not-found' | 'empty' | 'error';
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Icon = kind === 'error' ? TriangleAlert : SearchX;
  return (
    <div className={kind === 'error' ? `${styles['status-message']} ${styles['status-message--error']}` : styles['status-message']} role={kind === 'error' ? 'alert' : undefined}>
      <span className={styles['status-message__icon']} aria-hidden="true">
        <Icon size={28} />
      </span>
      {title && <Heading className={styles['status-message__title']}>{title}</Heading>}
      {children && <p className={styles['status-message__text']}>{children}</p>}
      {action}
    </div>
  );
}

/** The not-found state of detail pages and unknown routes, with its Back to Home button. */
export function NotFoundMessage({ title, text }: { title: string; text: string }) {
  const { t } = useSiteText();
  return (
    <div className={`container ${styles['page-state']}`}>
      <StatusMessage
        kind="not-found"
        title={title}
        headingLevel={1}
        action={
          <a href={paths.home()} className="button button--primary">
            <DirectionalIcon kind="back" />
            {t('common.backToHome')}
          </a>
        }
      >
        {text}
      </StatusMessage>
    </div>
  );
}
