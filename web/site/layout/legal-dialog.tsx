import type { LegalType } from '@shared/constants';
import { formatDate } from '@shared/format';
import type { LegalContent } from '@shared/schemas/legal-content';
import { writtenLanguage } from '../../shared/localized-text';
import { Dialog } from '../components/dialog';
import { RichText } from '../components/rich-text';
import { useSiteText, useLanguage } from '../components/site-text';
import dialog from '../components/dialog.module.css';

const TEXTS: Record<LegalType, { title: string }> = {
  privacy_policy: { title: 'footer.privacy' },
  terms_conditions: { title: 'footer.terms' },
};

/** The id of the dialog of a legal text, which the footer's buttons open. */
export const legalDialogId = (type: LegalType) => `legal-${type}`;

/**
 * The privacy policy or the terms. Legal texts are stored in one language: when it is not the page's, the title stays
 * the page's own and a line says so.
 */
export function LegalDialog({ type, document: legal }: { type: LegalType; document: LegalContent | undefined }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const texts = TEXTS[type];
  const lastUpdated = legal?.lastUpdated ? formatDate(legal.lastUpdated, language, 'long') : '';
  const storedTitle = legal?.title && writtenLanguage(legal.title) === language ? legal.title : '';
  const contentLanguage = legal?.content ? writtenLanguage(legal.content) : undefined;

  return (
    <Dialog id={legalDialogId(type)} title={storedTitle || t(texts.title)}>
      <p className={dialog.dialog__meta} data-testid="legal-updated">{lastUpdated ? t('footer.lastUpdated', { date: lastUpdated }) : t('footer.lastUpdatedFallback')}</p>
      {contentLanguage && contentLanguage !== language && <p className={dialog.dialog__note}>{t('footer.otherLanguageOnly')}</p>}
      <RichText className="prose" text={legal?.content || t('footer.legalMissing')} />
    </Dialog>
  );
}
