import { MessageCircleHeart } from 'lucide-react';
import { paths } from '@shared/routes';
import { DirectionalIcon } from './directional-icon';
import styles from './contact-call-to-action.module.css';

/** The band closing detail pages: a link to the landing page's contact form. */
export function ContactCallToAction({ title, text, button }: { title: string; text: string; button: string }) {
  return (
    <aside className={styles['cta-band']} aria-label={title}>
      <span className={styles['cta-band__icon']} aria-hidden="true">
        <MessageCircleHeart size={28} />
      </span>
      <div className={styles['cta-band__text']}>
        <h2 className={styles['cta-band__title']}>{title}</h2>
        <p>{text}</p>
      </div>
      <a href={paths.section('contact')} className="button button--accent button--large" data-testid="contact-cta">
        {button}
        <DirectionalIcon kind="forward" />
      </a>
    </aside>
  );
}
