import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HydrationChunk } from '../../components/hydration-chunk';
import { StatusMessage } from '../../components/status-message';
import { usePageTitle } from '../../components/use-page-title';
import { scheduleHashScroll } from '../../layout/section-navigation';
import { AboutSection } from './about-section';
import { useLandingPage } from './api';
import { BlogsSection } from './blogs-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { PackagesSection } from './packages-section';
import { StoriesSection } from './stories-section';

/** The landing page: hero, packages, about, success, blogs and contact. */
export function LandingPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data, isPending, isError, refetch } = useLandingPage();
  usePageTitle(t('meta.home.title'));

  // Arriving at /#section: scroll there shortly after the route change, and again once the content has laid out.
  useEffect(() => scheduleHashScroll(location.hash), [location.key, location.hash, isPending]);

  return (
    <>
      <HydrationChunk>
        <HeroSection hero={data?.heroContent} loading={isPending} />
      </HydrationChunk>
      {isError && !data && (
        <div className="container">
          <StatusMessage
            kind="error"
            action={
              <button type="button" className="button button--outline" onClick={() => void refetch()}>
                {t('common.retry')}
              </button>
            }
          >
            {t('common.loadFailed')}
          </StatusMessage>
        </div>
      )}
      <HydrationChunk>
        <PackagesSection packages={data?.packages} loading={isPending} />
      </HydrationChunk>
      <HydrationChunk>
        <AboutSection about={data?.aboutContent} loading={isPending} />
      </HydrationChunk>
      <HydrationChunk>
        <StoriesSection stories={data?.successStories} loading={isPending} />
      </HydrationChunk>
      <HydrationChunk>
        <BlogsSection posts={data?.blogPosts} loading={isPending} />
      </HydrationChunk>
      <HydrationChunk>
        <ContactSection packages={data?.packages} />
      </HydrationChunk>
    </>
  );
}
