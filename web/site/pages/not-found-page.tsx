import { useTranslation } from 'react-i18next';
import { NotFoundMessage } from '../components/status-message';
import { usePageTitle } from '../components/use-page-title';

/** Any unknown path (the server answers it with status 404 too). */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('meta.notFound.title'));
  return <NotFoundMessage title={t('notFound.title')} text={t('notFound.text')} />;
}
