import type { LandingPageResponse, SiteSettingsResponse } from '../../shared/api-types';
import type { Language } from '../../shared/constants';
import { priceAmount } from '../../shared/format';
import { paths } from '../../shared/routes';
import type { LocalizedBlogPost } from '../../shared/schemas/blog-post';
import { localizedText } from '../shared/localized-text';
import { summarize, type SiteLinks, type StructuredData } from './page-head';
import { siteText } from './site-texts';

const SCHEMA = 'https://schema.org' as const;
const LOGO = '/favicon.svg';

/** The practice as the publisher and author of its posts. */
const practice = (language: Language, links: SiteLinks): StructuredData => ({
  '@type': 'Organization',
  name: siteText(language, 'meta.siteName'),
  url: links.page(paths.home()),
  logo: { '@type': 'ImageObject', url: links.file(LOGO) },
});

/** A price as schema.org wants it, a plain number ('600', '1200.50'), or undefined for a price in words ('On request'). */
function offerPrice(price: string): string | undefined {
  const amount = priceAmount(price).replace(/,/g, '');
  return /^\d+(?:\.\d+)?$/.test(amount) ? amount : undefined;
}

/** The landing page: the practice as a local business, with its contact details, social profiles and packages. */
export function localBusiness(landing: LandingPageResponse, settings: SiteSettingsResponse, image: string, language: Language, links: SiteLinks): StructuredData {
  const contact = settings.contactInfo;
  return {
    '@context': SCHEMA,
    '@type': 'LocalBusiness',
    name: siteText(language, 'meta.siteName'),
    description: siteText(language, 'meta.home.description'),
    url: links.page(paths.home()),
    image: links.file(image),
    logo: links.file(LOGO),
    ...(contact
      ? {
          telephone: contact.phone,
          email: contact.email,
          address: { '@type': 'PostalAddress', streetAddress: localizedText(contact, 'address', language), addressCountry: 'EG' },
        }
      : {}),
    sameAs: settings.socialLinks.filter((link) => link.isActive && /^https?:\/\//i.test(link.url)).map((link) => link.url),
    makesOffer: landing.packages.map((item) => {
      const price = offerPrice(item.price);
      return { '@type': 'Offer', name: item.name, description: item.description, ...(price === undefined ? {} : { price, priceCurrency: 'EGP' }) };
    }),
  };
}

/** A post's page: the post as a BlogPosting by the practice. */
export function blogPosting(post: LocalizedBlogPost, language: Language, links: SiteLinks): StructuredData {
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: post.title,
    description: summarize(post.excerpt),
    image: links.file(post.image),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: language,
    mainEntityOfPage: links.page(paths.blogPost(post)),
    author: practice(language, links),
    publisher: practice(language, links),
  };
}

/** The trail from the home page to a detail page: each step's name and site path, the page itself last. */
export function breadcrumbs(steps: { name: string; path: string }[], language: Language, links: SiteLinks): StructuredData {
  const trail = [{ name: siteText(language, 'nav.home'), path: paths.home() }, ...steps];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: links.page(step.path) })),
  };
}
