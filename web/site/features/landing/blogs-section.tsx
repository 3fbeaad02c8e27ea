import { SKELETON_COUNTS } from '@shared/constants';
import type { BlogPost } from '@shared/schemas/blog-post';
import { paths } from '@shared/routes';
import { useCategoryLabel } from '../../api/categories';
import { DirectionalIcon } from '../../components/directional-icon';
import { PostCard } from '../../components/post-card';
import { SectionHeading } from '../../components/section-heading';
import { CardSkeletons } from '../../components/skeleton';
import { StatusMessage } from '../../components/status-message';
import { useSiteText } from '../../components/site-text';
import contentCard from '../../components/content-card.module.css';
import landingPage from './landing-page.module.css';

const SHOWN = SKELETON_COUNTS.posts;

export function BlogsSection({ posts, loading }: { posts: BlogPost[] | undefined; loading: boolean }) {
  const { t } = useSiteText();
  const categoryLabel = useCategoryLabel();
  return (
    <section id="blogs" className={landingPage.section} aria-labelledby="blogs-title">
      <div className="container">
        <SectionHeading id="blogs-title" eyebrow={t('blogs.eyebrow')} title={t('blogs.title')}>
          {t('blogs.subtitle')}
        </SectionHeading>
        {loading ? (
          <CardSkeletons count={SKELETON_COUNTS.posts} />
        ) : posts && posts.length > 0 ? (
          <>
            <div className={contentCard['card-grid']}>
              {posts.slice(0, SHOWN).map((post) => (
                <PostCard key={post.id} post={post} categoryLabel={categoryLabel(post.category)} />
              ))}
            </div>
            <div className={landingPage.section__more}>
              <a href={paths.blogs()} className="button button--outline">
                {t('blogs.viewAll')}
                <DirectionalIcon kind="forward" />
              </a>
            </div>
          </>
        ) : (
          <StatusMessage kind="empty">{t('blogs.empty')}</StatusMessage>
        )}
      </div>
    </section>
  );
}
