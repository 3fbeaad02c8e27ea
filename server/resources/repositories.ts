import type { AboutContent } from '../../shared/schemas/about-content';
import type { BlogPost } from '../../shared/schemas/blog-post';
import type { Category } from '../../shared/schemas/category';
import type { ContactInfo } from '../../shared/schemas/contact-info';
import type { HeroContent } from '../../shared/schemas/hero-content';
import type { LegalContent } from '../../shared/schemas/legal-content';
import type { Package } from '../../shared/schemas/package';
import type { Service } from '../../shared/schemas/service';
import type { SocialLink } from '../../shared/schemas/social-link';
import type { SuccessStory } from '../../shared/schemas/success-story';
import type { Database } from '../db/connection';
import { contactSubmissionRepository } from './contact/submissions';
import { tableRepository } from './table';

const CONTENT_STAMPS = { onInsert: ['createdAt', 'updatedAt'], onUpdate: ['updatedAt'] };
const UPDATED_STAMPS = { onInsert: ['updatedAt'], onUpdate: ['updatedAt'] };
const CREATED_STAMPS = { onInsert: ['createdAt'], onUpdate: [] };

/** Every table's repository, built once per server. */
export function createRepositories(db: Database, now: () => Date) {
  const blogPosts = tableRepository<BlogPost>(db, now, {
    table: 'blogPosts',
    entity: 'Blog post',
    order: 'displayOrder',
    createdColumn: 'publishedAt',
    columns: { json: ['additionalImages'], timestamp: ['publishedAt', 'createdAt', 'updatedAt'] },
    touch: CONTENT_STAMPS,
    recordsUpdatedBy: true,
  });
  return {
    packages: tableRepository<Package>(db, now, {
      table: 'packages',
      entity: 'Package',
      order: 'displayOrder',
      columns: { json: ['featuresEn', 'featuresAr'], boolean: ['isPopular'], timestamp: ['createdAt', 'updatedAt'] },
      touch: CONTENT_STAMPS,
      recordsUpdatedBy: true,
    }),
    successStories: tableRepository<SuccessStory>(db, now, {
      table: 'successStories',
      entity: 'Success story',
      order: 'displayOrder',
      createdColumn: 'publishedAt',
      columns: { json: ['additionalImages'], timestamp: ['publishedAt', 'createdAt', 'updatedAt'] },
      touch: CONTENT_STAMPS,
      recordsUpdatedBy: true,
    }),
    blogPosts: {
      ...blogPosts,
      /** A post by slug, or by numeric id (list links use the id when a post has no slug). */
      async findBySlugOrId(slugOrId: string): Promise<BlogPost | undefined> {
        return (await blogPosts.findBy({ slug: slugOrId })) ?? (/^\d+$/.test(slugOrId) ? blogPosts.find(Number(slugOrId)) : undefined);
      },
    },
    categories: tableRepository<Category>(db, now, {
      table: 'categories',
      entity: 'Category',
      order: 'newest',
      columns: { boolean: ['isActive'], timestamp: ['createdAt'] },
      touch: CREATED_STAMPS,
    }),
    services: tableRepository<Service>(db, now, {
      table: 'services',
      entity: 'Service',
      order: 'displayOrder',
      columns: { boolean: ['isActive'], timestamp: ['createdAt'] },
      touch: CREATED_STAMPS,
      recordsUpdatedBy: true,
    }),
    socialLinks: tableRepository<SocialLink>(db, now, {
      table: 'socialLinks',
      entity: 'Social link',
      order: 'newest',
      createdColumn: 'id',
      columns: { boolean: ['isActive'], timestamp: ['updatedAt'] },
      touch: UPDATED_STAMPS,
      recordsUpdatedBy: true,
    }),
    legalContent: tableRepository<LegalContent>(db, now, {
      table: 'legalContent',
      entity: 'Legal content',
      order: 'newest',
      createdColumn: 'id',
      columns: { timestamp: ['lastUpdated'] },
      touch: { onInsert: ['lastUpdated'], onUpdate: ['lastUpdated'] },
      recordsUpdatedBy: true,
    }),
    contactInfo: tableRepository<ContactInfo>(db, now, {
      table: 'contactInfo',
      entity: 'Contact information',
      order: 'newest',
      createdColumn: 'id',
      columns: { timestamp: ['updatedAt'] },
      touch: UPDATED_STAMPS,
      recordsUpdatedBy: true,
    }),
    heroContent: tableRepository<HeroContent>(db, now, {
      table: 'heroContent',
      entity: 'Hero content',
      order: 'newest',
      createdColumn: 'id',
      columns: { timestamp: ['updatedAt'] },
      touch: UPDATED_STAMPS,
      recordsUpdatedBy: true,
    }),
    aboutContent: tableRepository<AboutContent>(db, now, {
      table: 'aboutContent',
      entity: 'About content',
      order: 'newest',
      createdColumn: 'id',
      columns: { timestamp: ['updatedAt'] },
      touch: UPDATED_STAMPS,
      recordsUpdatedBy: true,
    }),
    contactSubmissions: contactSubmissionRepository(db, now),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
