import { makeStyles, tokens } from '@fluentui/react-components';
import { ContactInfoSection } from './contact-info-section';
import { LegalSection } from './legal-section';
import { AboutSection, HeroSection } from './page-sections';
import { ServicesSection } from './services-section';
import { SocialLinksSection } from './social-links-section';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The practice's info (the "Platform Info" tab): social links, legal texts, hero, about, services and contact details. */
export function PracticeInfoTab() {
  return (
    <div className={useStyles().grid}>
      <SocialLinksSection />
      <LegalSection />
      <HeroSection />
      <AboutSection />
      <ContactInfoSection />
      <ServicesSection />
    </div>
  );
}
