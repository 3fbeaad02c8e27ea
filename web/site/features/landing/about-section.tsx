import { HeartHandshake, Microscope, UserRound } from 'lucide-react';
import { DEFAULT_ABOUT_IMAGE } from '@shared/constants';
import { localizedText } from '../../../shared/localized-text';
import { paths } from '@shared/routes';
import type { AboutContent } from '@shared/schemas/about-content';
import { RichText } from '../../components/rich-text';
import { SmartImage } from '../../components/smart-image';
import { TextSkeleton } from '../../components/skeleton';
import { useSiteText, useLanguage } from '../../components/site-text';
import sectionHeading from '../../components/section-heading.module.css';
import styles from './about-section.module.css';
import landingPage from './landing-page.module.css';

/**
 * How wide the about image is drawn: `.about__visual` is at most 480 px; from 1024 px it is the first of two columns
 * (0.9fr 1.1fr, 80 px gap) of a container of at most 1200 px with 32 px padding, else it fills the container (20 px padding).
 */
const ABOUT_IMAGE_SIZES = '(min-width: 1200px) 476px, (min-width: 1024px) calc(45vw - 65px), (min-width: 520px) 480px, calc(100vw - 40px)';

export function AboutSection({ about, loading }: { about: AboutContent | null | undefined; loading: boolean }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const title = (about && localizedText(about, 'title', language)) || t('about.title');
  const content = (about && localizedText(about, 'content', language)) || t('about.content');
  const points = [
    { icon: UserRound, text: t('about.pointPersonal') },
    { icon: Microscope, text: t('about.pointScience') },
    { icon: HeartHandshake, text: t('about.pointSupport') },
  ];

  return (
    <section id="about" className={landingPage.section} aria-labelledby="about-title">
      <div className={`container ${styles.about}`}>
        <div className={styles.about__visual}>
          <SmartImage
            className={styles.about__image}
            src={loading ? undefined : about?.image}
            fallback={DEFAULT_ABOUT_IMAGE}
            alt={t('about.imageAlt')}
            width={640}
            height={720}
            sizes={ABOUT_IMAGE_SIZES}
          />
          <span className={styles.about__leaf} aria-hidden="true" />
        </div>
        <div className={styles.about__copy}>
          <p className="eyebrow">{t('about.eyebrow')}</p>
          {loading ? (
            <>
              <h2 id="about-title" className="visually-hidden">
                {t('about.eyebrow')}
              </h2>
              <TextSkeleton lines={5} />
            </>
          ) : (
            <>
              <h2 id="about-title" className={sectionHeading['section-heading__title']}>
                {title}
              </h2>
              <RichText className="prose prose--muted" text={content} />
            </>
          )}
          <ul className={styles.about__points}>
            {points.map(({ icon: Icon, text }) => (
              <li key={text}>
                <span className={styles['about__point-icon']} aria-hidden="true">
                  <Icon size={20} />
                </span>
                {text}
              </li>
            ))}
          </ul>
          <a href={paths.book()} className="button button--primary button--large" data-testid="about-book">
            {t('about.cta')}
          </a>
        </div>
      </div>
    </section>
  );
}
