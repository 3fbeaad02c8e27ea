import { MessageCircleHeart } from 'lucide-react';
import { useGoToSection } from '../layout/section-navigation';
import { DirectionalIcon } from './directional-icon';

/** The band closing detail pages: goes home and scrolls to the contact form after SCROLL_DELAY_MS. */
export function ContactCallToAction({ title, text, button }: { title: string; text: string; button: string }) {
  const goToSection = useGoToSection();
  return (
    <aside className="cta-band" aria-label={title}>
      <span className="cta-band__icon" aria-hidden="true">
        <MessageCircleHeart size={28} />
      </span>
      <div className="cta-band__text">
        <h2 className="cta-band__title">{title}</h2>
        <p>{text}</p>
      </div>
      <button type="button" className="button button--accent button--large" onClick={() => goToSection('contact')} data-testid="contact-cta">
        {button}
        <DirectionalIcon kind="forward" />
      </button>
    </aside>
  );
}
