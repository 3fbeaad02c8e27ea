import { z } from 'zod';
import { LIMITS } from '../limits';
import { emailAddress, requiredText } from './common';

export const contactInfoInputSchema = z.object({
  phone: requiredText(LIMITS.phone),
  email: emailAddress,
  addressEn: requiredText(LIMITS.shortText),
  addressAr: requiredText(LIMITS.shortText),
  workingHoursEn: requiredText(LIMITS.shortText),
  workingHoursAr: requiredText(LIMITS.shortText),
});

export type ContactInfoInput = z.input<typeof contactInfoInputSchema>;

export interface ContactInfo extends z.output<typeof contactInfoInputSchema> {
  id: number;
  updatedAt: string;
}
