import type { Language } from '@shared/constants';
import type { HeroContent } from '@shared/schemas/hero-content';
import { localizedText } from '../../../shared/localized-text';

/**
 * What the hero's picture shows, in `language`: the practice's description of its own picture ('' when it gave none:
 * the picture then only decorates), or `defaultAlt`, the description of the default picture shown without one.
 */
export function heroImageAlt(hero: HeroContent | null | undefined, language: Language, defaultAlt: string): string {
  return hero?.backgroundImage ? localizedText(hero, 'imageAlt', language) : defaultAlt;
}
