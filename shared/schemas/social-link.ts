import { z } from 'zod';
import { LIMITS } from '../limits';
import { booleanFlag, requiredText } from './common';

/** https links (wa.me for WhatsApp) or mailto: for email. */
export function isSocialUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}

export const socialLinkInputSchema = z.object({
  platform: requiredText(LIMITS.platform).transform((platform) => platform.toLowerCase()),
  url: requiredText(LIMITS.url).refine(isSocialUrl, { error: 'Must be an http(s) or mailto: link' }),
  isActive: booleanFlag.default(true),
});

export type SocialLinkInput = z.input<typeof socialLinkInputSchema>;

export interface SocialLink extends z.output<typeof socialLinkInputSchema> {
  id: number;
  updatedAt: string;
}
