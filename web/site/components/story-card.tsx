import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localize } from '@shared/localize';
import type { SuccessStory } from '@shared/schemas/success-story';
import { paths } from '@shared/routes';
import { useLanguage } from '../../shared/i18n';
import { CARD_IMAGE_SIZES, ContentCard } from './content-card';
import { SmartImage } from './smart-image';

/**
 * A success story in a grid: image, name, achievement, date and excerpt in the current language.
 * `priority` marks the page's main image (a list page's first card, in the first screen of a phone).
 */
export function StoryCard({ story, headingLevel = 3, priority = false }: { story: SuccessStory; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = localize(story, ['name', 'achievement', 'excerpt'], language);
  return (
    <ContentCard
      testId="story-card"
      media={
        <>
          <SmartImage src={story.image} alt={text.name} width={600} height={400} sizes={CARD_IMAGE_SIZES} priority={priority} />
          <span className="card__badge">
            <Trophy aria-hidden="true" size={14} />
            {text.achievement}
          </span>
        </>
      }
      publishedAt={story.publishedAt}
      title={text.name}
      to={paths.successStory(story.id)}
      excerpt={text.excerpt}
      more={t('stories.readStory')}
      headingLevel={headingLevel}
    />
  );
}
