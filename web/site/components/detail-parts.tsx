import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '@shared/format';
import { Island } from '../islands/island';
import { galleryIsland } from './carousel';
import { DirectionalIcon } from './directional-icon';
import { useLanguage } from './site-text';
import styles from './detail-parts.module.css';

// The pieces that a blog post's page and a success story's page share.

/**
 * How wide a detail page's full-width images (the main one, the gallery) are drawn: the `.detail` column of at most
 * 820 px inside `.container`, whose padding is 20 px on each side, from 768 px 32 px.
 */
export const DETAIL_IMAGE_SIZES = '(min-width: 884px) 820px, (min-width: 768px) calc(100vw - 64px), calc(100vw - 40px)';

/** A detail page's link back to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} className={styles['back-link']}>
      <DirectionalIcon kind="back" size={16} />
      {children}
    </a>
  );
}

/** The day a record was published, written out in the current language. */
export function PublishedDate({ date }: { date: string }) {
  const language = useLanguage();
  return (
    <span className={styles.detail__date}>
      <CalendarDays aria-hidden="true" size={16} />
      <time dateTime={date}>{formatDate(date, language, 'long')}</time>
    </span>
  );
}

/** A record's extra images under their own heading, in a carousel (an island); nothing when there are none. */
export function DetailGallery({ headingId, title, images, altFor }: { headingId: string; title: string; images: string[]; altFor(index: number): string }) {
  const alts = images.map((_image, index) => altFor(index + 1));
  if (images.length === 0) return null;
  return (
    <section className={styles.detail__section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.detail__subtitle}>
        {title}
      </h2>
      <Island island={galleryIsland} props={{ images, label: title, alts, sizes: DETAIL_IMAGE_SIZES }} when="visible" />
    </section>
  );
}
