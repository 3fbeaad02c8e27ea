import { useTranslation } from 'react-i18next';
import { addTranslations } from '../shared/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The admin's texts live in their own namespace, added when the admin chunk loads: the public bundle never carries them. */
export const ADMIN_NAMESPACE = 'admin';

addTranslations(ADMIN_NAMESPACE, { en, ar });

/** `t` over the admin namespace. */
export const useAdminTranslation = () => useTranslation(ADMIN_NAMESPACE);
