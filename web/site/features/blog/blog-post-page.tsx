import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from '../../../../shared/format';
import { localize } from '../../../../shared/localize';
import type { BlogPost } from '../../../../shared/schemas/blog-post';
import { paths } from '../../../app/routes';
import { useLanguage } from '../../../shared/i18n';
import { useCategoryLabel } from '../../api/categories';
import { Carousel } from '../../components/carousel';
import { ContactCallToAction } from '../../components/contact-call-to-action';
import { DirectionalIcon } from '../../components/directional-icon';
import { RichText } from '../../components/rich-text';
import { TextSkeleton } from '../../components/skeleton';
import { SmartImage } from '../../components/smart-image';
import { NotFoundMessage } from '../../components/status-message';
import { usePageTitle } from '../../components/use-page-title';
import { useBlogPost } from './api';

function PostArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const categoryLabel = useCategoryLabel();
  const text = localize(post, ['title', 'excerpt', 'content'], language);
  usePageTitle(t('meta.blogPost.title', { title: text.title }));

  return (
    <article className="detail" data-testid="post-detail">
      <header className="detail__header">
        <Link to={paths.blogs()} className="back-link">
          <DirectionalIcon kind="back" size={16} />
          {t('blog.allArticles')}
        </Link>
        <div className="detail__meta">
          <span className="chip">{categoryLabel(post.category)}</span>
          <span className="detail__date">
            <CalendarDays aria-hidden="true" size={16} />
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language, 'long')}</time>
          </span>
        </div>
        <h1 className="detail__title">{text.title}</h1>
        <p className="detail__lead">{text.excerpt}</p>
      </header>
      <SmartImage className="detail__image" src={post.image} alt="" width={1200} height={630} priority />
      <RichText className="prose detail__body" text={text.content} />
      {post.additionalImages.length > 0 && (
        <section className="detail__section" aria-labelledby="related-images-title">
          <h2 id="related-images-title" className="detail__subtitle">
            {t('blog.relatedImages')}
          </h2>
          <Carousel
            images={post.additionalImages}
            label={t('blog.relatedImages')}
            altFor={(index) => t('blog.relatedImageAlt', { title: text.title, index })}
          />
        </section>
      )}
      <ContactCallToAction title={t('blog.ctaTitle')} text={t('blog.ctaText')} button={t('blog.ctaButton')} />
    </article>
  );
}

/** /blog/{slug}: the article, or 'Article Not Found' with Back to Home. */
export function BlogPostPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const { data: post, isPending, isError } = useBlogPost(slug);

  if (isError || (!isPending && !post)) {
    return <NotFoundMessage title={t('blog.notFoundTitle')} text={t('blog.notFoundText')} />;
  }
  if (isPending) {
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
  return (
    <div className="container">
      <PostArticle post={post} />
    </div>
  );
}
