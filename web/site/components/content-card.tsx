import type { ReactNode } from 'react';
import { formatDate } from '@shared/format';
import { DirectionalIcon } from './directional-icon';
import { useLanguage } from './site-text';
import styles from './content-card.module.css';

/**
 * How wide a card's image is drawn (the `sizes` of its picture), from `.card-grid` in `.container`: one column under
 * 640 px, two to 1024 px (24 px gap), three above (28 px gaps), in a container of at most 1200 px with 20 px, from
 * 768 px 32 px, of padding on each side.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 360px, (min-width: 1024px) calc(33.3vw - 40px), (min-width: 768px) calc(50vw - 44px), (min-width: 640px) calc(50vw - 32px), calc(100vw - 40px)';

/**
 * The card of a blog post or a success story in a grid: its media (image and badge), date, linked title, excerpt
 * and a 'read more' cue. The title is an h3 under a landing section's h2, an h2 directly under a list page's h1.
 */
export function ContentCard(props: {
  testId: string;
  media: ReactNode;
  publishedAt: string;
  title: string;
  to: string;
  excerpt: string;
  more: string;
  headingLevel: 2 | 3;
}) {
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const language = useLanguage();
  return (
    <article className={styles.card} data-testid={props.testId}>
      <div className={styles.card__media}>{props.media}</div>
      <div className={styles.card__body}>
        <time className={styles.card__meta} dateTime={props.publishedAt}>
          {formatDate(props.publishedAt, language)}
        </time>
        <Heading className={styles.card__title}>
          <a href={props.to} className={styles.card__link}>
            {props.title}
          </a>
        </Heading>
        <p className={styles.card__excerpt}>{props.excerpt}</p>
        <span className={styles.card__more} aria-hidden="true">
          {props.more}
          <DirectionalIcon kind="forward" size={16} />
        </span>
      </div>
    </article>
  );
}
