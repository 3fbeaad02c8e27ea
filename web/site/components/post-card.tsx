import { useTranslation } from 'react-i18next';
import { localize } from '@shared/localize';
import type { BlogPost } from '@shared/schemas/blog-post';
import { paths } from '@shared/routes';
import { useLanguage } from '../../shared/i18n';
import { CARD_IMAGE_SIZES, ContentCard } from './content-card';
import { SmartImage } from './smart-image';

/**
 * A blog post in a grid: image, category, date, title and excerpt; links by slug (or id when it has none).
 * `priority` marks the page's main image (a list page's first card, in the first screen of a phone).
 */
export function PostCard({ post, categoryLabel, headingLevel = 3, priority = false }: { post: BlogPost; categoryLabel: string; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = localize(post, ['title', 'excerpt'], language);
  return (
    <ContentCard
      testId="post-card"
      media={
        <>
          <SmartImage src={post.image} alt="" width={1200} height={630} sizes={CARD_IMAGE_SIZES} priority={priority} />
          <span className="card__badge card__badge--category">{categoryLabel}</span>
        </>
      }
      publishedAt={post.publishedAt}
      title={text.title}
      to={paths.blogPost(post)}
      excerpt={text.excerpt}
      more={t('blog.readArticle')}
      headingLevel={headingLevel}
    />
  );
}
