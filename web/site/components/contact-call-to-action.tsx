import { MessageCircleHeart } from 'lucide-react';
import { paths } from '@shared/routes';
import { DirectionalIcon } from './directional-icon';

/** The band closing detail pages: a link to the landing page's contact form. */
export function ContactCallToAction({ title, text, button }: { title: string; text: string; button: string }) {
  return (
    <aside className="cta-band" aria-label={title}>
      <span className="cta-band__icon" aria-hidden="true">
        <MessageCircleHeart size={28} />
      </span>
      <div className="cta-band__text">
        <h2 className="cta-band__title">{title}</h2>
        <p>{text}</p>
      </div>
      <a href={paths.section('contact')} className="button button--accent button--large" data-testid="contact-cta">
        {button}
        <DirectionalIcon kind="forward" />
      </a>
    </aside>
  );
}
