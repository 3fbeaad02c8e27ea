import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { localize } from '../../../shared/localize';
import type { BlogPost } from '../../../shared/schemas/blog-post';
import { paths } from '../../app/routes';
import { useLanguage } from '../../shared/i18n';
import { DirectionalIcon } from './directional-icon';
import { SmartImage } from './smart-image';

/**
 * A blog post in a grid: image, category, date, title and excerpt; links by slug (or id when it has none). The title
 * is an h3 under a landing section's h2, an h2 directly under a list page's h1.
 */
export function PostCard({ post, categoryLabel, headingLevel = 3 }: { post: BlogPost; categoryLabel: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const language = useLanguage();
  const text = localize(post, ['title', 'excerpt'], language);
  return (
    <article className="card" data-testid="post-card">
      <div className="card__media">
        <SmartImage src={post.image} alt="" width={1200} height={630} />
        <span className="card__badge card__badge--category">{categoryLabel}</span>
      </div>
      <div className="card__body">
        <time className="card__meta" dateTime={post.publishedAt}>
          {formatDate(post.publishedAt, language)}
        </time>
        <Heading className="card__title">
          <Link to={paths.blogPost(post)} className="card__link">
            {text.title}
          </Link>
        </Heading>
        <p className="card__excerpt">{text.excerpt}</p>
        <span className="card__more" aria-hidden="true">
          {t('blog.readArticle')}
          <DirectionalIcon kind="forward" size={16} />
        </span>
      </div>
    </article>
  );
}
