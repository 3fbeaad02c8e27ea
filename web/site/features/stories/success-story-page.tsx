import { Trophy } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { localize } from '@shared/localize';
import type { SuccessStory } from '@shared/schemas/success-story';
import { parseRouteId, paths } from '@shared/routes';
import { ContactCallToAction } from '../../components/contact-call-to-action';
import { BackLink, DETAIL_IMAGE_SIZES, DetailGallery, PublishedDate } from '../../components/detail-parts';
import { RichText } from '../../components/rich-text';
import { DetailSkeleton } from '../../components/skeleton';
import { SmartImage } from '../../components/smart-image';
import { PreviewBanner, usePreviewToken } from '../../components/preview-banner';
import { NotFoundMessage } from '../../components/status-message';
import { usePageTitle } from '../../components/use-page-title';
import { useSuccessStory } from './api';
import { useSiteText, useLanguage } from '../../components/site-text';
import detailParts from '../../components/detail-parts.module.css';

/** The before and after pictures share the detail column in two (16 px gap): see DETAIL_IMAGE_SIZES. */
const BEFORE_AFTER_SIZES = '(min-width: 884px) 402px, (min-width: 768px) calc(50vw - 40px), calc(50vw - 28px)';

function StoryArticle({ story }: { story: SuccessStory }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const text = localize(story, ['name', 'achievement', 'fullStory'], language);
  const title = t('stories.detailTitle', { name: text.name });
  usePageTitle(t('meta.successStory.title', { name: text.name }));

  return (
    <article className={detailParts.detail} data-testid="story-detail">
      <PreviewBanner item={story} />
      <header className={detailParts.detail__header}>
        <BackLink to={paths.successStories()}>{t('stories.allStories')}</BackLink>
        <h1 className={detailParts.detail__title}>{title}</h1>
        <div className={detailParts.detail__meta}>
          <span className="chip chip--accent">
            <Trophy aria-hidden="true" size={16} />
            {text.achievement}
          </span>
          <PublishedDate date={story.publishedAt} />
        </div>
      </header>
      <SmartImage className={detailParts.detail__image} src={story.image} alt={text.name} width={1200} height={800} sizes={DETAIL_IMAGE_SIZES} priority />
      {(story.beforeImage || story.afterImage) && (
        <section className={detailParts.detail__section} aria-labelledby="before-after-title">
          <h2 id="before-after-title" className={detailParts.detail__subtitle}>
            {t('stories.beforeAfter')}
          </h2>
          <div className={detailParts['before-after']}>
            <figure className={detailParts['before-after__item']}>
              <SmartImage src={story.beforeImage} alt={t('stories.beforeAlt', { name: text.name })} width={600} height={600} sizes={BEFORE_AFTER_SIZES} />
              <figcaption className={detailParts['before-after__label']}>{t('stories.before')}</figcaption>
            </figure>
            <figure className={detailParts['before-after__item']}>
              <SmartImage src={story.afterImage} alt={t('stories.afterAlt', { name: text.name })} width={600} height={600} sizes={BEFORE_AFTER_SIZES} />
              <figcaption className={`${detailParts['before-after__label']} ${detailParts['before-after__label--after']}`}>{t('stories.after')}</figcaption>
            </figure>
          </div>
        </section>
      )}
      <RichText className={`prose ${detailParts.detail__body}`} text={text.fullStory} />
      <DetailGallery
        headingId="gallery-title"
        title={t('stories.gallery')}
        images={story.additionalImages}
        altFor={(index) => t('stories.galleryAlt', { name: text.name, index })}
      />
      <ContactCallToAction title={t('stories.ctaTitle')} text={t('stories.ctaText')} button={t('stories.ctaButton')} />
    </article>
  );
}

/** /success-story/{id}: the full story, or 'Story Not Found' with Back to Home. */
export function SuccessStoryPage() {
  const { t } = useSiteText();
  const id = parseRouteId(useParams().id);
  const { data: story, isPending, isError } = useSuccessStory(id, usePreviewToken());

  if (id === undefined || isError || (!isPending && !story)) {
    return <NotFoundMessage title={t('stories.notFoundTitle')} text={t('stories.notFoundText')} />;
  }
  if (isPending) {
    return <DetailSkeleton />;
  }
  return (
    <div className="container">
      <StoryArticle story={story} />
    </div>
  );
}
