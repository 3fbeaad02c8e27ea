import type { LandingPageResponse, SiteSettingsResponse } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { priceAmount } from '@shared/format';
import { paths } from '@shared/routes';
import type { LocalizedBlogPost } from '@shared/schemas/blog-post';
import type { WeeklyRange } from '@shared/schemas/booking';
import type { SocialLink } from '@shared/schemas/social-link';
import { localizedText } from '../shared/localized-text';
import { summarize, type SiteLinks, type StructuredData } from './page-head';
import { siteText } from './site-texts';

const SCHEMA = 'https://schema.org' as const;
/** A raster logo of at least 112 px a side, as Google asks of an organization's logo (made from favicon.svg). */
const LOGO = '/logo.png';

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

/** The span of the packages' prices ('EGP 600–2400', or 'EGP 600' for one), undefined when none is a number. */
function priceRange(prices: string[]): string | undefined {
  const amounts = prices.map(offerPrice).filter((amount) => amount !== undefined).map(Number);
  if (amounts.length === 0) return undefined;
  const [lowest, highest] = [Math.min(...amounts), Math.max(...amounts)];
  return lowest === highest ? `EGP ${lowest}` : `EGP ${lowest}–${highest}`;
}

/** A last part of an address that names the country, which addressCountry says. */
const EGYPT = /\s*[,،]\s*(?:egypt|جمهورية مصر العربية|مصر)\.?\s*$/i;

/**
 * The practice's address, typed as one line ('15 Road 9, Maadi, Cairo, Egypt'), as a PostalAddress: the last part
 * before the country is the city (addressLocality) and the rest the street address. A line without a comma stays
 * whole as the street address. The region is left out: one line does not tell a governorate from a city.
 */
export function postalAddress(line: string): StructuredData {
  const withoutCountry = line.trim().replace(EGYPT, '');
  const parts = /^(.+?)\s*[,،]\s*([^,،]+)$/.exec(withoutCountry);
  const street = parts ? { streetAddress: parts[1], addressLocality: parts[2] } : { streetAddress: withoutCountry };
  return { '@type': 'PostalAddress', ...street, addressCountry: 'EG' };
}

/** schema.org's days of the week, by the availability's weekday number (0 is Sunday). */
const DAYS_OF_WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekly hours as OpeningHoursSpecifications: one per time range, naming every day open at that range. */
function openingHoursSpecification(hours: WeeklyRange[]): StructuredData[] {
  const byRange = new Map<string, StructuredData & { dayOfWeek: string[] }>();
  for (const { weekday, start, end } of hours) {
    const specification = byRange.get(`${start}-${end}`) ?? { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens: start, closes: end };
    specification.dayOfWeek.push(DAYS_OF_WEEK[weekday]!);
    byRange.set(`${start}-${end}`, specification);
  }
  return [...byRange.values()];
}

/** A link that opens a WhatsApp chat (wa.me, api.whatsapp.com/send): a way to reach the practice, not a page about it. */
const CHAT_LINK = /^https?:\/\/(?:(?:api\.)?wa\.me|api\.whatsapp\.com\/send)(?:[/?]|$)/i;

/** A social link that is a profile of the practice (sameAs): a page on the web, not a chat or an e-mail address. */
const isProfile = (link: SocialLink) => link.isActive && /^https?:\/\//i.test(link.url) && !CHAT_LINK.test(link.url);

/**
 * The landing page: the practice as a local business, with its contact details, hours, social profiles and packages.
 * schema.org has no dietitian type (DietNutrition is a value of MedicalSpecialty, not a type): the practice is a
 * MedicalClinic, the most specific type that is both a LocalBusiness (through MedicalBusiness, what local results
 * read) and a MedicalOrganization, which may name its medicalSpecialty.
 */
export function localBusiness(landing: LandingPageResponse, settings: SiteSettingsResponse, image: string, language: Language, links: SiteLinks): StructuredData {
  const contact = settings.contactInfo;
  const range = priceRange(landing.packages.map((item) => item.price));
  return {
    '@context': SCHEMA,
    '@type': 'MedicalClinic',
    medicalSpecialty: `${SCHEMA}/DietNutrition`,
    name: siteText(language, 'meta.siteName'),
    description: siteText(language, 'meta.home.description'),
    url: links.page(paths.home()),
    image: links.file(image),
    logo: links.file(LOGO),
    ...(contact ? { telephone: contact.phone, email: contact.email, address: postalAddress(localizedText(contact, 'address', language)) } : {}),
    ...(settings.openingHours.length > 0 ? { openingHoursSpecification: openingHoursSpecification(settings.openingHours) } : {}),
    ...(range === undefined ? {} : { priceRange: range }),
    sameAs: settings.socialLinks.filter(isProfile).map((link) => link.url),
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
