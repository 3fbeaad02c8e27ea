import { localize } from '@shared/localize';
import type { BlogPost } from '@shared/schemas/blog-post';
import { paths } from '@shared/routes';
import { CARD_IMAGE_SIZES, ContentCard } from './content-card';
import { SmartImage } from './smart-image';
import { useSiteText, useLanguage } from './site-text';
import contentCard from './content-card.module.css';

/** What a post's card and the list's search need of it: the island carries no post's whole text. */
export type ListedPost = Pick<BlogPost, 'id' | 'slug' | 'category' | 'titleEn' | 'titleAr' | 'excerptEn' | 'excerptAr' | 'image' | 'publishedAt'>;

export const listedPost = ({ id, slug, category, titleEn, titleAr, excerptEn, excerptAr, image, publishedAt }: BlogPost): ListedPost => ({
  id,
  slug,
  category,
  titleEn,
  titleAr,
  excerptEn,
  excerptAr,
  image,
  publishedAt,
});

/**
 * A blog post in a grid: image, category, date, title and excerpt; links by slug (or id when it has none).
 * `priority` marks the page's main image (a list page's first card, in the first screen of a phone).
 */
export function PostCard({ post, categoryLabel, headingLevel = 3, priority = false }: { post: ListedPost; categoryLabel: string; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const text = localize(post, ['title', 'excerpt'], language);
  return (
    <ContentCard
      testId="post-card"
      media={
        <>
          <SmartImage src={post.image} alt="" width={1200} height={630} sizes={CARD_IMAGE_SIZES} priority={priority} />
          <span className={`${contentCard.card__badge} ${contentCard['card__badge--category']}`}>{categoryLabel}</span>
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
