import { CalendarDays, Check, Crown, Leaf, Star } from 'lucide-react';
import { SKELETON_COUNTS } from '@shared/constants';
import { formatPrice } from '@shared/format';
import { localize } from '@shared/localize';
import { paths } from '@shared/routes';
import type { Package } from '@shared/schemas/package';
import { SectionHeading } from '../../components/section-heading';
import { CardSkeletons } from '../../components/skeleton';
import { StatusMessage } from '../../components/status-message';
import { Island } from '../../islands/island';
import { getStartedIsland } from './package-choice';
import { useSiteText, useLanguage } from '../../components/site-text';
import contentCard from '../../components/content-card.module.css';
import landingPage from './landing-page.module.css';
import styles from './packages-section.module.css';

// The public cards show a leaf, a star or a crown.
const PACKAGE_ICON = { star: Star, crown: Crown, trophy: Crown } as const;

function PackageCard({ item }: { item: Package }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const text = localize(item, ['name', 'description', 'features'], language, { features: [] });
  const Icon = PACKAGE_ICON[item.icon as keyof typeof PACKAGE_ICON] ?? Leaf;

  return (
    <article className={`${styles.package}${item.isPopular ? ` ${styles['package--popular']}` : ''}`} data-testid="package-card">
      {item.isPopular && <p className={styles.package__ribbon}>{t('packages.popular')}</p>}
      <span className={styles.package__icon} aria-hidden="true">
        <Icon size={26} />
      </span>
      <h3 className={styles.package__name}>{text.name}</h3>
      {text.description && <p className={styles.package__description}>{text.description}</p>}
      <p className={styles.package__price}>
        <span className={styles.package__amount}>{formatPrice(item.price, language)}</span>
        <span className={styles.package__period}>{t('packages.perMonth')}</span>
      </p>
      <ul className={styles.package__features}>
        {text.features.map((feature, index) => (
          <li key={index}>
            <Check aria-hidden="true" size={18} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Island island={getStartedIsland} props={{ packageId: String(item.id), name: text.name, popular: item.isPopular }} when="interaction" />
    </article>
  );
}

export function PackagesSection({ packages, loading }: { packages: Package[] | undefined; loading: boolean }) {
  const { t } = useSiteText();
  return (
    <section id="packages" className={`${landingPage.section} ${landingPage['section--sand']}`} aria-labelledby="packages-title">
      <div className="container">
        <SectionHeading id="packages-title" eyebrow={t('packages.eyebrow')} title={t('packages.title')}>
          {t('packages.subtitle')}
        </SectionHeading>
        {loading ? (
          <CardSkeletons count={SKELETON_COUNTS.packages} variant="package" />
        ) : packages && packages.length > 0 ? (
          <div className={`${contentCard['card-grid']} ${styles['card-grid--packages']}`}>
            {packages.map((item) => (
              <PackageCard key={item.id} item={item} />
            ))}
          </div>
        ) : (
          <StatusMessage kind="empty">{t('packages.empty')}</StatusMessage>
        )}
        <p className={styles.packages__booking}>
          {t('packages.bookingPrompt')}
          <a href={paths.book()} className="button button--accent" data-testid="packages-book">
            <CalendarDays aria-hidden="true" size={18} />
            {t('nav.bookNow')}
          </a>
        </p>
      </div>
    </section>
  );
}
