import { useSiteText } from './site-text';

/** `count` placeholder cards in the same grid as the real ones, announced once as loading. */
export function CardSkeletons({ count, variant = 'card' }: { count: number; variant?: 'card' | 'package' }) {
  const { t } = useSiteText();
  return (
    <div className="card-grid" aria-busy="true" data-testid="skeletons">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`skeleton-card skeleton-card--${variant}`} aria-hidden="true" data-testid="skeleton">
          {variant === 'card' && <div className="skeleton skeleton--media" />}
          <div className="skeleton-card__body">
            <div className="skeleton skeleton--line skeleton--short" />
            <div className="skeleton skeleton--line skeleton--title" />
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line" />
            {variant === 'package' && <div className="skeleton skeleton--button" />}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Lines of text still on their way (titles and paragraphs of detail pages and the hero). */
export function TextSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="text-skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="skeleton skeleton--line" />
      ))}
    </div>
  );
}

/** A detail page while its record loads: title, image and paragraphs, announced once as loading. */
export function DetailSkeleton() {
  const { t } = useSiteText();
  return (
    <div className="container detail" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div className="skeleton skeleton--line skeleton--title" />
      <div className="skeleton skeleton--hero-image" />
      <TextSkeleton lines={6} />
    </div>
  );
}
