import { useState, type KeyboardEvent } from 'react';
import { directionOf } from '@shared/language';
import { DirectionalIcon } from './directional-icon';
import { defineIsland } from '../islands/island-root';
import { useImageVariantsOfAll } from './image-catalog';
import { SmartImage } from './smart-image';
import { useSiteText } from './site-text';
import styles from './carousel.module.css';

interface CarouselProps {
  images: readonly string[];
  label: string;
  /** Each image's text alternative, in order. */
  alts: readonly string[];
  /** How wide the slides are drawn (the `sizes` of their pictures). */
  sizes: string;
}

/** One image at a time with previous/next, dots and arrow keys (which follow the reading direction). */
function Carousel({ images, label, alts, sizes }: CarouselProps) {
  const { t, language } = useSiteText();
  // Every slide's variants go with the island, not only the first one's.
  useImageVariantsOfAll(images);
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const total = images.length;
  const current = Math.min(index, total - 1);
  const go = (next: number) => setIndex((next + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    const forwardKey = directionOf(language) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backKey = forwardKey === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forwardKey) go(current + 1);
    else if (event.key === backKey) go(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="carousel" role="group" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className={styles.carousel__viewport}>
        <SmartImage
          key={images[current]}
          className={styles.carousel__image}
          src={images[current]}
          alt={alts[current] ?? ''}
          width={1200}
          height={800}
          sizes={sizes}
          aria-roledescription="slide"
        />
        {total > 1 && (
          <>
            <button type="button" className={`${styles.carousel__arrow} ${styles['carousel__arrow--previous']}`} aria-label={t('carousel.previous')} onClick={() => go(current - 1)}>
              <DirectionalIcon kind="previous" size={22} />
            </button>
            <button type="button" className={`${styles.carousel__arrow} ${styles['carousel__arrow--next']}`} aria-label={t('carousel.next')} onClick={() => go(current + 1)}>
              <DirectionalIcon kind="next" size={22} />
            </button>
          </>
        )}
      </div>
      <div className={styles.carousel__footer}>
        <p className={styles.carousel__position} aria-live="polite">
          {t('carousel.position', { index: current + 1, total })}
        </p>
        {total > 1 && (
          <div className={styles.carousel__dots}>
            {images.map((image, dot) => (
              <button
                key={`${image}-${dot}`}
                type="button"
                className={styles.carousel__dot}
                aria-label={t('carousel.goTo', { index: dot + 1 })}
                aria-current={dot === current ? 'true' : undefined}
                onClick={() => go(dot)}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

export const galleryIsland = defineIsland('gallery', Carousel, ['carousel']);
