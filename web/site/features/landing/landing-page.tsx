import { paths } from '@shared/routes';
import { StatusMessage } from '../../components/status-message';
import { usePageTitle } from '../../components/use-page-title';
import { AboutSection } from './about-section';
import { useLandingPage } from './api';
import { BlogsSection } from './blogs-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { PackagesSection } from './packages-section';
import { StoriesSection } from './stories-section';
import { useSiteText } from '../../components/site-text';

/** The landing page: hero, packages, about, success, blogs and contact. */
export function LandingPage() {
  const { t } = useSiteText();
  const { data, isPending, isError } = useLandingPage();
  usePageTitle(t('meta.home.title'));

  return (
    <>
        <HeroSection hero={data?.heroContent} loading={isPending} />
      {isError && !data && (
        <div className="container">
          <StatusMessage
            kind="error"
            action={
              <a href={paths.home()} className="button button--outline">
                {t('common.retry')}
              </a>
            }
          >
            {t('common.loadFailed')}
          </StatusMessage>
        </div>
      )}
        <PackagesSection packages={data?.packages} loading={isPending} />
        <AboutSection about={data?.aboutContent} loading={isPending} />
        <StoriesSection stories={data?.successStories} loading={isPending} />
        <BlogsSection posts={data?.blogPosts} loading={isPending} />
        <ContactSection packages={data?.packages} />
    </>
  );
}
