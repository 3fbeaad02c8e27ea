import { useTranslation } from 'react-i18next';
import { localize } from '../../../shared/localize';
import type { BlogPost } from '../../../shared/schemas/blog-post';
import { paths } from '../../app/routes';
import { useLanguage } from '../../shared/i18n';
import { ContentCard } from './content-card';
import { SmartImage } from './smart-image';

/** A blog post in a grid: image, category, date, title and excerpt; links by slug (or id when it has none). */
export function PostCard({ post, categoryLabel, headingLevel = 3 }: { post: BlogPost; categoryLabel: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = localize(post, ['title', 'excerpt'], language);
  return (
    <ContentCard
      testId="post-card"
      media={
        <>
          <SmartImage src={post.image} alt="" width={1200} height={630} />
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
