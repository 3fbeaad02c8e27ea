import { HeartHandshake, Leaf } from 'lucide-react';
import { DEFAULT_HERO_IMAGE } from '@shared/constants';
import { localizedText } from '../../../shared/localized-text';
import type { HeroContent } from '@shared/schemas/hero-content';
import { DirectionalIcon } from '../../components/directional-icon';
import { SmartImage } from '../../components/smart-image';
import { TextSkeleton } from '../../components/skeleton';
import { heroImageAlt } from './hero-image';
import { useSiteText, useLanguage } from '../../components/site-text';
import styles from './hero-section.module.css';

/**
 * How wide the hero image is drawn: under 1024 px the `.hero__visual` column (at most 640 px) fills the container
 * (20 px padding); above, it is the second of two columns (1.1fr 1fr, 56 px gap) of a container of at most 1200 px
 * with 32 px padding. The frame's 6 px border comes off each.
 */
const HERO_IMAGE_SIZES = '(min-width: 1200px) 502px, (min-width: 1024px) calc(47.6vw - 69px), (min-width: 680px) 628px, calc(100vw - 52px)';

/** The practice's marketing claims. */
const YEARS_OF_EXPERIENCE = '10+';
const TRANSFORMATIONS = '5000+';

export function HeroSection({ hero, loading }: { hero: HeroContent | null | undefined; loading: boolean }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const text = (field: string, fallback: string) => (hero && localizedText(hero, field, language)) || fallback;

  return (
    <section id="hero" className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.hero__backdrop} aria-hidden="true" />
      <div className={`container ${styles.hero__grid}`}>
        <div className="hero__copy">
          <p className="eyebrow eyebrow--pill">
            <Leaf aria-hidden="true" size={16} />
            {t('hero.eyebrow')}
          </p>
          {loading ? (
            <>
              <h1 id="hero-title" className="visually-hidden">
                {t('brand.name')}
              </h1>
              <div className={styles.hero__skeleton}>
                <TextSkeleton lines={4} />
              </div>
            </>
          ) : (
            <>
              <h1 id="hero-title" className={styles.hero__title}>
                {text('title', t('hero.title'))}
              </h1>
              <p className={styles.hero__subtitle}>{text('subtitle', t('hero.subtitle'))}</p>
            </>
          )}
          <div className={styles.hero__actions}>
            <a href="#packages" className="button button--accent button--large" data-testid="hero-cta">
              {text('ctaButtonText', t('hero.cta'))}
              <DirectionalIcon kind="forward" />
            </a>
            <a href="#success" className="button button--ghost button--large">
              {t('hero.secondaryCta')}
            </a>
          </div>
          <dl className={styles.hero__stats}>
            <div className={styles.stat}>
              <dt className={styles.stat__label}>{t('hero.yearsLabel')}</dt>
              <dd className={styles.stat__value}>
                <bdi>{YEARS_OF_EXPERIENCE}</bdi>
              </dd>
            </div>
            <div className={styles.stat}>
              <dt className={styles.stat__label}>{t('hero.transformationsLabel')}</dt>
              <dd className={styles.stat__value}>
                <bdi>{TRANSFORMATIONS}</bdi>
              </dd>
            </div>
          </dl>
        </div>
        <div className={styles.hero__visual}>
          <div className={styles.hero__frame}>
            {!loading && (
              <SmartImage
                className={styles.hero__image}
                src={hero?.backgroundImage}
                fallback={DEFAULT_HERO_IMAGE}
                alt={heroImageAlt(hero, language, t('hero.imageAlt'))}
                width={960}
                height={1200}
                sizes={HERO_IMAGE_SIZES}
                priority
              />
            )}
          </div>
          <p className={styles.hero__float}>
            <HeartHandshake aria-hidden="true" size={18} />
            {t('about.pointSupport')}
          </p>
        </div>
      </div>
    </section>
  );
}
