import type { z } from 'zod';
import type { RecordEntity } from '@shared/audit';
import { aboutContentInputSchema, type AboutContent } from '@shared/schemas/about-content';
import { blogPostInputSchema, type BlogPost } from '@shared/schemas/blog-post';
import { consultationTypeInputSchema, type ConsultationType } from '@shared/schemas/booking';
import { categoryInputSchema, type Category } from '@shared/schemas/category';
import { idParam } from '@shared/schemas/common';
import { contactInfoInputSchema, type ContactInfo } from '@shared/schemas/contact-info';
import { heroContentInputSchema, type HeroContent } from '@shared/schemas/hero-content';
import { legalContentInputSchema, type LegalContent } from '@shared/schemas/legal-content';
import { packageInputSchema, type Package } from '@shared/schemas/package';
import { serviceInputSchema, type Service } from '@shared/schemas/service';
import { socialLinkInputSchema, type SocialLink } from '@shared/schemas/social-link';
import { successStoryInputSchema, type SuccessStory } from '@shared/schemas/success-story';
import type { AuditSubject } from '../audit/changes';
import type { SecretBox } from '../auth/secret-box';
import { bookingRepository } from '../booking/bookings';
import type { BookingSettings } from '../booking/schedule';
import type { Database } from '../db/connection';
import { leadRepository } from '../leads/repository';
import { tableRepository, type TableOptions } from '../tables/table';

const CONTENT_STAMPS = { onInsert: ['createdAt', 'updatedAt'], onUpdate: ['updatedAt'] };
const UPDATED_STAMPS = { onInsert: ['updatedAt'], onUpdate: ['updatedAt'] };
const CREATED_STAMPS = { onInsert: ['createdAt'], onUpdate: [] };

/** The audit log compares the fields of the entity's shared input schema, those an admin writes. */
const audited = <Row>(entity: RecordEntity, schema: z.ZodObject, describe: (row: Row) => string): AuditSubject<Row> => ({
  entity,
  fields: Object.keys(schema.shape),
  describe,
});

/**
 * Every table's repository, built once per server; `box` seals the secrets some of them keep, `bookingsChanged` hears
 * each committed change of bookings (see bookingRepository).
 */
export function createRepositories(db: Database, now: () => Date, box: SecretBox, bookingsChanged?: () => void) {
  // Every table here holds what the public site shows (leads, in their own repository, are the one table it does not).
  const contentTable = <Api>(options: Omit<TableOptions, 'publicContent'>) => tableRepository<Api>(db, now, { ...options, publicContent: true });
  // Contact info, the hero and the about section: one row each, written in place and read with `single()`.
  const singleRecordTable = <Api>(options: Pick<TableOptions, 'table' | 'entity' | 'audit'>) =>
    contentTable<Api>({ ...options, order: 'newest', createdColumn: 'id', columns: { timestamp: ['updatedAt'] }, touch: UPDATED_STAMPS, recordsUpdatedBy: true });
  const blogPosts = contentTable<BlogPost>({
    table: 'blogPosts',
    entity: 'Blog post',
    audit: audited<BlogPost>('blog_post', blogPostInputSchema, (post) => post.titleEn),
    order: 'displayOrder',
    createdColumn: 'publishedAt',
    columns: { json: ['additionalImages'], timestamp: ['publishedAt', 'createdAt', 'updatedAt'] },
    touch: CONTENT_STAMPS,
    recordsUpdatedBy: true,
    publishable: true,
  });
  const consultationTypes = contentTable<ConsultationType>({
    table: 'consultationTypes',
    entity: 'Consultation type',
    audit: audited<ConsultationType>('consultation_type', consultationTypeInputSchema, (type) => type.nameEn),
    order: 'displayOrder',
    columns: { boolean: ['isActive'], timestamp: ['createdAt', 'updatedAt'] },
    touch: CONTENT_STAMPS,
    recordsUpdatedBy: true,
  });
  return {
    packages: contentTable<Package>({
      table: 'packages',
      entity: 'Package',
      audit: audited<Package>('package', packageInputSchema, (item) => item.nameEn),
      order: 'displayOrder',
      columns: { json: ['featuresEn', 'featuresAr'], boolean: ['isPopular'], timestamp: ['createdAt', 'updatedAt'] },
      touch: CONTENT_STAMPS,
      recordsUpdatedBy: true,
    }),
    successStories: contentTable<SuccessStory>({
      table: 'successStories',
      entity: 'Success story',
      audit: audited<SuccessStory>('success_story', successStoryInputSchema, (story) => story.nameEn),
      order: 'displayOrder',
      createdColumn: 'publishedAt',
      columns: { json: ['additionalImages'], timestamp: ['publishedAt', 'createdAt', 'updatedAt'] },
      touch: CONTENT_STAMPS,
      recordsUpdatedBy: true,
      publishable: true,
    }),
    blogPosts: {
      ...blogPosts,
      /** A post by slug, or by numeric id (list links use the id when a post has no slug), whatever its status. */
      async findBySlugOrId(slugOrId: string): Promise<BlogPost | undefined> {
        const id = idParam.safeParse(slugOrId);
        return (await blogPosts.findBy({ slug: slugOrId })) ?? (id.success ? blogPosts.find(id.data) : undefined);
      },
    },
    categories: contentTable<Category>({
      table: 'categories',
      entity: 'Category',
      audit: audited<Category>('category', categoryInputSchema, (category) => category.nameEn),
      order: 'newest',
      columns: { boolean: ['isActive'], timestamp: ['createdAt'] },
      touch: CREATED_STAMPS,
    }),
    services: contentTable<Service>({
      table: 'services',
      entity: 'Service',
      audit: audited<Service>('service', serviceInputSchema, (service) => service.nameEn),
      order: 'displayOrder',
      columns: { boolean: ['isActive'], timestamp: ['createdAt'] },
      touch: CREATED_STAMPS,
      recordsUpdatedBy: true,
    }),
    socialLinks: contentTable<SocialLink>({
      table: 'socialLinks',
      entity: 'Social link',
      audit: audited<SocialLink>('social_link', socialLinkInputSchema, (link) => `${link.platform}: ${link.url}`),
      order: 'newest',
      createdColumn: 'id',
      columns: { boolean: ['isActive'], timestamp: ['updatedAt'] },
      touch: UPDATED_STAMPS,
      recordsUpdatedBy: true,
    }),
    legalContent: contentTable<LegalContent>({
      table: 'legalContent',
      entity: 'Legal content',
      audit: audited<LegalContent>('legal_content', legalContentInputSchema, (legal) => legal.title),
      order: 'newest',
      createdColumn: 'id',
      columns: { timestamp: ['lastUpdated'] },
      touch: { onInsert: ['lastUpdated'], onUpdate: ['lastUpdated'] },
      recordsUpdatedBy: true,
    }),
    contactInfo: singleRecordTable<ContactInfo>({ table: 'contactInfo', entity: 'Contact information', audit: audited<ContactInfo>('contact_info', contactInfoInputSchema, () => 'Contact information') }),
    heroContent: singleRecordTable<HeroContent>({ table: 'heroContent', entity: 'Hero content', audit: audited<HeroContent>('hero_content', heroContentInputSchema, (hero) => hero.titleEn) }),
    aboutContent: singleRecordTable<AboutContent>({ table: 'aboutContent', entity: 'About content', audit: audited<AboutContent>('about_content', aboutContentInputSchema, (about) => about.titleEn) }),
    consultationTypes: {
      ...consultationTypes,
      /** The types by display order, then oldest first: every one, or only those visitors can book. */
      async ordered(includeInactive: boolean): Promise<ConsultationType[]> {
        const types = (await consultationTypes.list()).filter((type) => includeInactive || type.isActive);
        return types.sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
      },
    },
    bookingSettings: contentTable<BookingSettings>({
      table: 'bookingSettings',
      entity: 'Availability',
      audit: { entity: 'booking_availability', fields: ['availability'], describe: () => 'Availability' },
      order: 'newest',
      createdColumn: 'id',
      columns: { json: ['availability'], timestamp: ['updatedAt'] },
      touch: UPDATED_STAMPS,
      recordsUpdatedBy: true,
    }),
    bookings: bookingRepository(db, now, box, bookingsChanged),
    leads: leadRepository(db, now),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
