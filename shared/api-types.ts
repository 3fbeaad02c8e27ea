import type { LocalizedAboutContent } from './schemas/about-content';
import type { LocalizedBlogPost } from './schemas/blog-post';
import type { ContactInfo } from './schemas/contact-info';
import type { LocalizedHeroContent } from './schemas/hero-content';
import type { LegalContent } from './schemas/legal-content';
import type { LocalizedPackage } from './schemas/package';
import type { Service } from './schemas/service';
import type { SocialLink } from './schemas/social-link';
import type { LocalizedSuccessStory } from './schemas/success-story';
import type { ContactSubmissionNotice } from './schemas/contact-submission';

/** GET /api/landing-page?lang=: every package, and the stories and posts the landing page shows (the first of each list). */
export interface LandingPageResponse {
  heroContent: LocalizedHeroContent | null;
  aboutContent: LocalizedAboutContent | null;
  packages: LocalizedPackage[];
  successStories: LocalizedSuccessStory[];
  blogPosts: LocalizedBlogPost[];
}

/** GET /api/site-settings */
export interface SiteSettingsResponse {
  legalContent: LegalContent[];
  socialLinks: SocialLink[];
  contactInfo: ContactInfo | null;
  services: Service[];
}

/** The one envelope of every failed API call. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: { path: string; message: string }[];
  };
}

export type ServerMessage = { type: 'new_contact_submission'; data: ContactSubmissionNotice } | { type: 'connected' };
