import { SKELETON_COUNTS } from '@shared/constants';
import type { SuccessStory } from '@shared/schemas/success-story';
import { paths } from '@shared/routes';
import { DirectionalIcon } from '../../components/directional-icon';
import { SectionHeading } from '../../components/section-heading';
import { CardSkeletons } from '../../components/skeleton';
import { StatusMessage } from '../../components/status-message';
import { StoryCard } from '../../components/story-card';
import { useSiteText } from '../../components/site-text';
import contentCard from '../../components/content-card.module.css';
import landingPage from './landing-page.module.css';

const SHOWN = SKELETON_COUNTS.stories;

export function StoriesSection({ stories, loading }: { stories: SuccessStory[] | undefined; loading: boolean }) {
  const { t } = useSiteText();
  return (
    <section id="success" className={`${landingPage.section} ${landingPage['section--sage']}`} aria-labelledby="success-title">
      <div className="container">
        <SectionHeading id="success-title" eyebrow={t('success.eyebrow')} title={t('success.title')}>
          {t('success.subtitle')}
        </SectionHeading>
        {loading ? (
          <CardSkeletons count={SKELETON_COUNTS.stories} />
        ) : stories && stories.length > 0 ? (
          <>
            <div className={contentCard['card-grid']}>
              {stories.slice(0, SHOWN).map((story) => (
                <StoryCard key={story.id} story={story} />
              ))}
            </div>
            <div className={landingPage.section__more}>
              <a href={paths.successStories()} className="button button--outline">
                {t('success.viewAll')}
                <DirectionalIcon kind="forward" />
              </a>
            </div>
          </>
        ) : (
          <StatusMessage kind="empty">{t('success.empty')}</StatusMessage>
        )}
      </div>
    </section>
  );
}
