import { Eye } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '@shared/format';
import { PREVIEW_PARAM, publicationState, type Publishable } from '@shared/publication';
import { useSiteText, useLanguage } from './site-text';
import styles from './preview-banner.module.css';

/** The preview token of the page's address (`?preview=`), if it has one: the page then shows a draft or scheduled item. */
export function usePreviewToken(): string | undefined {
  return useSearchParams()[0].get(PREVIEW_PARAM) ?? undefined;
}

/** Says that the page is a preview, and what visitors see of the item meanwhile; nothing on a page that is not a preview. */
export function PreviewBanner({ item }: { item: Publishable }) {
  const { t } = useSiteText();
  const language = useLanguage();
  if (usePreviewToken() === undefined) return null;
  const state = publicationState(item, new Date());
  return (
    <aside className={styles['preview-banner']} aria-label={t('preview.label')} data-testid="preview-banner">
      <Eye aria-hidden="true" size={18} />
      <strong>{t('preview.label')}</strong>
      <span>{t(`preview.${state}`, { date: formatDate(item.publishedAt, language, 'long') })}</span>
    </aside>
  );
}
