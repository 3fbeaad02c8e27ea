import { Trophy } from 'lucide-react';
import { localize } from '@shared/localize';
import type { SuccessStory } from '@shared/schemas/success-story';
import { paths } from '@shared/routes';
import { CARD_IMAGE_SIZES, ContentCard } from './content-card';
import { SmartImage } from './smart-image';
import { useSiteText, useLanguage } from './site-text';
import contentCard from './content-card.module.css';

/** What a story's card and the list's search need of it: the island carries no story's whole text. */
export type ListedStory = Pick<SuccessStory, 'id' | 'name' | 'nameEn' | 'nameAr' | 'achievement' | 'achievementEn' | 'achievementAr' | 'excerpt' | 'excerptEn' | 'excerptAr' | 'image' | 'publishedAt'>;

export const listedStory = ({ id, name, nameEn, nameAr, achievement, achievementEn, achievementAr, excerpt, excerptEn, excerptAr, image, publishedAt }: SuccessStory): ListedStory => ({
  id,
  name,
  nameEn,
  nameAr,
  achievement,
  achievementEn,
  achievementAr,
  excerpt,
  excerptEn,
  excerptAr,
  image,
  publishedAt,
});

/**
 * A success story in a grid: image, name, achievement, date and excerpt in the current language.
 * `priority` marks the page's main image (a list page's first card, in the first screen of a phone).
 */
export function StoryCard({ story, headingLevel = 3, priority = false }: { story: ListedStory; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const text = localize(story, ['name', 'achievement', 'excerpt'], language);
  return (
    <ContentCard
      testId="story-card"
      media={
        <>
          <SmartImage src={story.image} alt={text.name} width={600} height={400} sizes={CARD_IMAGE_SIZES} priority={priority} />
          <span className={contentCard.card__badge}>
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
