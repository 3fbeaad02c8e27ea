import { useSiteText } from './site-text';
import contentCard from './content-card.module.css';
import detailParts from './detail-parts.module.css';
import styles from './skeleton.module.css';

/** `count` placeholder cards in the same grid as the real ones, announced once as loading. */
export function CardSkeletons({ count, variant = 'card' }: { count: number; variant?: 'card' | 'package' }) {
  const { t } = useSiteText();
  return (
    <div className={contentCard['card-grid']} aria-busy="true" data-testid="skeletons">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={variant === 'package' ? `${styles['skeleton-card']} ${styles['skeleton-card--package']}` : styles['skeleton-card']} aria-hidden="true" data-testid="skeleton">
          {variant === 'card' && <div className={`${styles.skeleton} ${styles['skeleton--media']}`} />}
          <div className={styles['skeleton-card__body']}>
            <div className={`${styles.skeleton} ${styles['skeleton--line']} ${styles['skeleton--short']}`} />
            <div className={`${styles.skeleton} ${styles['skeleton--line']} ${styles['skeleton--title']}`} />
            <div className={`${styles.skeleton} ${styles['skeleton--line']}`} />
            <div className={`${styles.skeleton} ${styles['skeleton--line']}`} />
            {variant === 'package' && <div className={`${styles.skeleton} ${styles['skeleton--button']}`} />}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Lines of text still on their way (titles and paragraphs of detail pages and the hero). */
export function TextSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className={styles['text-skeleton']} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={`${styles.skeleton} ${styles['skeleton--line']}`} />
      ))}
    </div>
  );
}

/** A detail page while its record loads: title, image and paragraphs, announced once as loading. */
export function DetailSkeleton() {
  const { t } = useSiteText();
  return (
    <div className={`container ${detailParts.detail}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div className={`${styles.skeleton} ${styles['skeleton--line']} ${styles['skeleton--title']}`} />
      <div className={`${styles.skeleton} ${styles['skeleton--hero-image']}`} />
      <TextSkeleton lines={6} />
    </div>
  );
}
