import type { BlogPostInput } from '@shared/schemas/blog-post';
import type { BookingInput, ConsultationTypeInput } from '@shared/schemas/booking';
import type { CategoryInput } from '@shared/schemas/category';
import type { PackageInput } from '@shared/schemas/package';
import type { ServiceInput } from '@shared/schemas/service';
import type { SuccessStoryInput } from '@shared/schemas/success-story';

/** Valid inputs for each entity; tests override what they are about. */
export const packageInput = (overrides: Partial<PackageInput> = {}): PackageInput => ({
  nameEn: 'Basic Plan',
  nameAr: 'الخطة الأساسية',
  descriptionEn: 'A month of guidance',
  descriptionAr: 'شهر من الإرشاد',
  featuresEn: ['Weekly check-in'],
  featuresAr: ['متابعة أسبوعية'],
  price: '500',
  icon: 'star',
  ...overrides,
});

export const storyInput = (overrides: Partial<SuccessStoryInput> = {}): SuccessStoryInput => ({
  nameEn: 'Sara M.',
  nameAr: 'سارة م.',
  achievementEn: 'Lost 12 kg',
  achievementAr: 'فقدت 12 كغ',
  excerptEn: 'A steady change.',
  excerptAr: 'تغيير ثابت.',
  fullStoryEn: 'She **kept going**.',
  fullStoryAr: 'واصلت **المثابرة**.',
  image: '/uploads/story.jpg',
  publishedAt: '2026-01-15T10:00:00.000Z',
  ...overrides,
});

export const blogPostInput = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  category: 'Healthy Eating',
  titleEn: 'Ten Tips for Better Breakfasts!',
  titleAr: 'عشر نصائح لفطور أفضل',
  excerptEn: 'Start well.',
  excerptAr: 'ابدأ جيدا.',
  contentEn: 'Eat **protein**.',
  contentAr: 'تناول **البروتين**.',
  image: '/uploads/post.jpg',
  ...overrides,
});

export const categoryInput = (overrides: Partial<CategoryInput> = {}): CategoryInput => ({
  nameEn: 'Healthy Eating',
  nameAr: 'الأكل الصحي',
  description: 'Everyday food choices',
  ...overrides,
});

export const serviceInput = (overrides: Partial<ServiceInput> = {}): ServiceInput => ({
  nameEn: 'Meal planning',
  nameAr: 'تخطيط الوجبات',
  icon: 'heart',
  ...overrides,
});

export const contactInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Omar Ali',
  email: 'omar@example.com',
  phone: '+20 100 000 0000',
  packageInterest: 'other',
  message: 'I would like to book a consultation.',
  ...overrides,
});

export const consultationTypeInput = (overrides: Partial<ConsultationTypeInput> = {}): ConsultationTypeInput => ({
  nameEn: 'First consultation',
  nameAr: 'الاستشارة الأولى',
  durationMinutes: 45,
  mode: 'in_person',
  locationEn: 'Maadi, Cairo',
  locationAr: 'المعادي، القاهرة',
  ...overrides,
});

export const bookingInput = (overrides: Partial<BookingInput> & Pick<BookingInput, 'typeId' | 'start'>): BookingInput => ({
  name: 'Laila Hassan',
  email: 'laila@example.com',
  phone: '+20 100 111 2222',
  message: 'Evening follow-ups would suit me.',
  language: 'ar',
  ...overrides,
});
