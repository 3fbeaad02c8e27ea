import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { localize } from '../../../shared/localize';
import type { SuccessStory } from '../../../shared/schemas/success-story';
import { paths } from '../../app/routes';
import { useLanguage } from '../../shared/i18n';
import { DirectionalIcon } from './directional-icon';
import { SmartImage } from './smart-image';

/** A success story in a grid: image, name, achievement, date and excerpt in the current language (heading levels as PostCard). */
export function StoryCard({ story, headingLevel = 3 }: { story: SuccessStory; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const language = useLanguage();
  const text = localize(story, ['name', 'achievement', 'excerpt'], language);
  return (
    <article className="card" data-testid="story-card">
      <div className="card__media">
        <SmartImage src={story.image} alt={text.name} width={600} height={400} />
        <span className="card__badge">
          <Trophy aria-hidden="true" size={14} />
          {text.achievement}
        </span>
      </div>
      <div className="card__body">
        <time className="card__meta" dateTime={story.publishedAt}>
          {formatDate(story.publishedAt, language)}
        </time>
        <Heading className="card__title">
          <Link to={paths.successStory(story.id)} className="card__link">
            {text.name}
          </Link>
        </Heading>
        <p className="card__excerpt">{text.excerpt}</p>
        <span className="card__more" aria-hidden="true">
          {t('stories.readStory')}
          <DirectionalIcon kind="forward" size={16} />
        </span>
      </div>
    </article>
  );
}
