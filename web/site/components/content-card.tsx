import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { useLanguage } from '../../shared/i18n';
import { DirectionalIcon } from './directional-icon';

/**
 * The card of a blog post or a success story in a grid: its media (image and badge), date, linked title, excerpt
 * and a 'read more' cue. The title is an h3 under a landing section's h2, an h2 directly under a list page's h1.
 */
export function ContentCard(props: {
  testId: string;
  media: ReactNode;
  publishedAt: string;
  title: string;
  to: string;
  excerpt: string;
  more: string;
  headingLevel: 2 | 3;
}) {
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const language = useLanguage();
  return (
    <article className="card" data-testid={props.testId}>
      <div className="card__media">{props.media}</div>
      <div className="card__body">
        <time className="card__meta" dateTime={props.publishedAt}>
          {formatDate(props.publishedAt, language)}
        </time>
        <Heading className="card__title">
          <Link to={props.to} className="card__link">
            {props.title}
          </Link>
        </Heading>
        <p className="card__excerpt">{props.excerpt}</p>
        <span className="card__more" aria-hidden="true">
          {props.more}
          <DirectionalIcon kind="forward" size={16} />
        </span>
      </div>
    </article>
  );
}
