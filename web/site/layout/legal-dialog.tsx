import { useTranslation } from 'react-i18next';
import type { LegalType } from '@shared/constants';
import { formatDate } from '@shared/format';
import type { LegalContent } from '@shared/schemas/legal-content';
import { useLanguage } from '../../shared/i18n';
import { writtenLanguage } from '../../shared/localized-text';
import { Dialog } from '../components/dialog';
import { RichText } from '../components/rich-text';

const TEXTS: Record<LegalType, { title: string; loading: string }> = {
  privacy_policy: { title: 'footer.privacy', loading: 'footer.loadingPrivacy' },
  terms_conditions: { title: 'footer.terms', loading: 'footer.loadingTerms' },
};

/**
 * The privacy policy or the terms: a loading line until the site settings arrive. Legal texts are
 * stored in one language: when it is not the page's, the title stays the page's own and a line says so.
 */
export function LegalDialog({
  type,
  open,
  onClose,
  loading,
  document: legal,
}: {
  type: LegalType;
  open: boolean;
  onClose(): void;
  loading: boolean;
  document: LegalContent | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const texts = TEXTS[type];
  const lastUpdated = legal?.lastUpdated ? formatDate(legal.lastUpdated, language, 'long') : '';
  const storedTitle = legal?.title && writtenLanguage(legal.title) === language ? legal.title : '';
  const contentLanguage = legal?.content ? writtenLanguage(legal.content) : undefined;

  return (
    <Dialog open={open} onClose={onClose} title={storedTitle || t(texts.title)}>
      {loading ? (
        <p className="dialog__loading" role="status">
          {t(texts.loading)}
        </p>
      ) : (
        <>
          <p className="dialog__meta">{lastUpdated ? t('footer.lastUpdated', { date: lastUpdated }) : t('footer.lastUpdatedFallback')}</p>
          {contentLanguage && contentLanguage !== language && <p className="dialog__note">{t('footer.otherLanguageOnly')}</p>}
          <RichText className="prose" text={legal?.content || t('footer.legalMissing')} />
        </>
      )}
    </Dialog>
  );
}
