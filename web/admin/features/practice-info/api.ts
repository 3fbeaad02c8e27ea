import { apiPaths } from '@shared/api-routes';
import type { AboutContent, AboutContentInput } from '@shared/schemas/about-content';
import type { ContactInfo, ContactInfoInput } from '@shared/schemas/contact-info';
import type { HeroContent, HeroContentInput } from '@shared/schemas/hero-content';
import type { LegalContent, LegalContentInput } from '@shared/schemas/legal-content';
import type { Service, ServiceInput } from '@shared/schemas/service';
import type { SocialLink, SocialLinkInput } from '@shared/schemas/social-link';
import { callApi } from '../../api/client';
import { useCrudMutations } from '../../api/crud';
import { useAdminMutation } from '../../api/mutations';

/** A platform without a stored link is created through the upsert call; a stored one is updated by id. */
export function useSaveSocialLink(existing: SocialLink | undefined) {
  return useAdminMutation({
    mutationFn: (input: SocialLinkInput) =>
      existing
        ? callApi<SocialLink>(apiPaths.socialLinks.item(existing.id), { method: 'PUT', body: input })
        : callApi<SocialLink>(apiPaths.socialLinks.upsert(), { method: 'POST', body: input }),
    invalidates: ['socialLinks'],
    success: 'platformInfo.social.toast.saved',
    failure: existing ? 'platformInfo.social.toast.updateFailed' : 'platformInfo.social.toast.saveFailed',
  });
}

export const useDeleteSocialLink = () =>
  useAdminMutation({
    mutationFn: (id: number) => callApi<void>(apiPaths.socialLinks.item(id), { method: 'DELETE' }),
    invalidates: ['socialLinks'],
    success: 'platformInfo.social.toast.deleted',
    failure: 'platformInfo.social.toast.deleteFailed',
  });

/** Legal texts are saved by type: the server creates the first and updates it afterwards. */
export function useSaveLegalContent(existing: LegalContent | undefined) {
  return useAdminMutation({
    mutationFn: (input: LegalContentInput) => callApi<LegalContent>(apiPaths.legalContent.list(), { method: 'POST', body: { ...input, updatedBy: 'Admin' } }),
    invalidates: ['legalContent'],
    success: existing ? 'platformInfo.legal.toast.updated' : 'platformInfo.legal.toast.created',
    failure: existing ? 'platformInfo.legal.toast.updateFailed' : 'platformInfo.legal.toast.createFailed',
  });
}

export const useDeleteLegalContent = () =>
  useAdminMutation({
    mutationFn: (id: number) => callApi<void>(apiPaths.legalContent.item(id), { method: 'DELETE' }),
    invalidates: ['legalContent'],
    success: 'platformInfo.legal.toast.deleted',
    failure: 'platformInfo.legal.toast.deleteFailed',
  });

export const useSaveHero = () =>
  useAdminMutation({
    mutationFn: (input: HeroContentInput) => callApi<HeroContent>(apiPaths.heroContent.single(), { method: 'POST', body: input }),
    invalidates: ['heroContent'],
    success: 'platformInfo.hero.toast.saved',
    failure: 'platformInfo.hero.toast.saveFailed',
  });

export const useSaveAbout = () =>
  useAdminMutation({
    mutationFn: (input: AboutContentInput) => callApi<AboutContent>(apiPaths.aboutContent.single(), { method: 'POST', body: input }),
    invalidates: ['aboutContent'],
    success: 'platformInfo.about.toast.saved',
    failure: 'platformInfo.about.toast.saveFailed',
  });

export const useServiceMutations = () =>
  useCrudMutations<ServiceInput, Service>({ resource: 'services', paths: apiPaths.services, messages: 'platformInfo.services.toast' });

export const useSaveContactInfo = () =>
  useAdminMutation({
    mutationFn: (input: ContactInfoInput) => callApi<ContactInfo>(apiPaths.contactInfo.single(), { method: 'POST', body: input }),
    invalidates: ['contactInfo'],
    success: 'platformInfo.contact.toast.saved',
    failure: 'platformInfo.contact.toast.saveFailed',
  });
