import { useParams } from 'react-router-dom';
import { localize } from '@shared/localize';
import type { BlogPost } from '@shared/schemas/blog-post';
import { paths } from '@shared/routes';
import { useCategoryLabel } from '../../api/categories';
import { ContactCallToAction } from '../../components/contact-call-to-action';
import { BackLink, DETAIL_IMAGE_SIZES, DetailGallery, PublishedDate } from '../../components/detail-parts';
import { RichText } from '../../components/rich-text';
import { DetailSkeleton } from '../../components/skeleton';
import { SmartImage } from '../../components/smart-image';
import { PreviewBanner, usePreviewToken } from '../../components/preview-banner';
import { NotFoundMessage } from '../../components/status-message';
import { usePageTitle } from '../../components/use-page-title';
import { useBlogPost } from './api';
import { useSiteText, useLanguage } from '../../components/site-text';
import detailParts from '../../components/detail-parts.module.css';

function PostArticle({ post }: { post: BlogPost }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const categoryLabel = useCategoryLabel();
  const text = localize(post, ['title', 'excerpt', 'content'], language);
  usePageTitle(t('meta.blogPost.title', { title: text.title }));

  return (
    <article className={detailParts.detail} data-testid="post-detail">
      <PreviewBanner item={post} />
      <header className={detailParts.detail__header}>
        <BackLink to={paths.blogs()}>{t('blog.allArticles')}</BackLink>
        <div className={detailParts.detail__meta}>
          <span className="chip">{categoryLabel(post.category)}</span>
          <PublishedDate date={post.publishedAt} />
        </div>
        <h1 className={detailParts.detail__title}>{text.title}</h1>
        <p className={detailParts.detail__lead}>{text.excerpt}</p>
      </header>
      <SmartImage className={detailParts.detail__image} src={post.image} alt="" width={1200} height={630} sizes={DETAIL_IMAGE_SIZES} priority />
      <RichText className={`prose ${detailParts.detail__body}`} text={text.content} />
      <DetailGallery
        headingId="related-images-title"
        title={t('blog.relatedImages')}
        images={post.additionalImages}
        altFor={(index) => t('blog.relatedImageAlt', { title: text.title, index })}
      />
      <ContactCallToAction title={t('blog.ctaTitle')} text={t('blog.ctaText')} button={t('blog.ctaButton')} />
    </article>
  );
}

/** /blog/{slug}: the article, or 'Article Not Found' with Back to Home. */
export function BlogPostPage() {
  const { t } = useSiteText();
  const slug = useParams().slug ?? '';
  const { data: post, isPending, isError } = useBlogPost(slug, usePreviewToken());

  if (isError || (!isPending && !post)) {
    return <NotFoundMessage title={t('blog.notFoundTitle')} text={t('blog.notFoundText')} />;
  }
  if (isPending) {
    return <DetailSkeleton />;
  }
  return (
    <div className="container">
      <PostArticle post={post} />
    </div>
  );
}
