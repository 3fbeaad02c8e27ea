import { describe, expect, it } from 'vitest';
import { calculatorInputSchema } from '../../../shared/schemas/calculation-result';
import { packageInputSchema } from '../../../shared/schemas/package';
import { contactInfoInputSchema } from '../../../shared/schemas/contact-info';
import { blogPostInputSchema } from '../../../shared/schemas/blog-post';
import { socialLinkInputSchema } from '../../../shared/schemas/social-link';
import { fieldErrorsOf, messageOfIssue } from './form-messages';

describe('fieldErrorsOf', () => {
  it('maps the shared schemas’ problems to catalog keys, one per field', () => {
    const result = packageInputSchema.safeParse({ nameEn: '', nameAr: 'x'.repeat(201), featuresEn: [], featuresAr: [''], price: '5', icon: 'rocket' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!.issues)).toEqual({
      nameEn: { key: 'validation.required' },
      nameAr: { key: 'validation.tooLong', values: { max: 200 } },
      featuresEn: { key: 'validation.atLeastOneFeature' },
      featuresAr: { key: 'validation.required' },
      icon: { key: 'validation.choose' },
    });
  });

  it('reads an email problem and the calculator’s ranges and total', () => {
    const contact = contactInfoInputSchema.safeParse({ phone: '1', email: 'nope', addressEn: 'a', addressAr: 'b', workingHoursEn: 'c', workingHoursAr: 'd' });
    expect(fieldErrorsOf(contact.error!.issues)).toEqual({ email: { key: 'validation.email' } });
    const calculator = calculatorInputSchema.safeParse({
      gender: 'male', age: 0, weight: 70, height: 175, activityLevel: 'sedentary', goal: 'maintain_weight', proteinPercent: 30, carbPercent: 40, fatPercent: 29,
    });
    expect(fieldErrorsOf(calculator.error!.issues)).toEqual({
      age: { key: 'validation.min', values: { min: 1 } },
      fatPercent: { key: 'validation.macroTotal' },
    });
  });

  it('reads a link or image address that may not be rendered', () => {
    const link = socialLinkInputSchema.safeParse({ platform: 'facebook', url: 'JaVaScRiPt:alert(1)' });
    expect(fieldErrorsOf(link.error!.issues)).toEqual({ url: { key: 'validation.socialUrl' } });
    const post = blogPostInputSchema.safeParse({ category: 'c', titleEn: 't', titleAr: 't', excerptEn: 'e', excerptAr: 'e', contentEn: 'c', contentAr: 'c', image: 'data:image/png;base64,AA' });
    expect(fieldErrorsOf(post.error!.issues)).toEqual({ image: { key: 'validation.imageUrl' } });
  });

  it('reads the server’s field problems by their text', () => {
    expect(fieldErrorsOf([{ path: 'slug', message: 'Already in use' }, { path: 'titleEn', message: 'Must be at most 255 characters' }])).toEqual({
      slug: { key: 'validation.inUse' },
      titleEn: { key: 'validation.tooLong', values: { max: 255 } },
    });
  });
});

describe('messageOfIssue', () => {
  it('asks for a longer text when a minimum above one is not met', () => {
    expect(messageOfIssue({ code: 'too_small', origin: 'string', minimum: 10, message: 'Must be at least 10 characters' })).toEqual({
      key: 'validation.tooShort',
      values: { min: 10 },
    });
  });

  it('keeps a message nobody mapped as it was written', () => {
    expect(messageOfIssue({ message: 'Something odd' })).toEqual({ text: 'Something odd' });
  });
});
