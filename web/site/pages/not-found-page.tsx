import { NotFoundMessage } from '../components/status-message';
import { usePageTitle } from '../components/use-page-title';
import { useSiteText } from '../components/site-text';

/** Any unknown path (the server answers it with status 404 too). */
export function NotFoundPage() {
  const { t } = useSiteText();
  usePageTitle(t('meta.notFound.title'));
  return <NotFoundMessage title={t('notFound.title')} text={t('notFound.text')} />;
}
