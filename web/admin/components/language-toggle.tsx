import { Button, Tooltip } from '@fluentui/react-components';
import { Globe20Regular } from '@fluentui/react-icons';
import type { Language } from '@shared/constants';
import { LANGUAGE_NAMES } from '../../shared/language';
import { useAdminTranslation } from '../i18n';
import { useAdminUi } from '../stores/ui-store';

const OTHER: Record<Language, Language> = { en: 'ar', ar: 'en' };

/** Switches the admin between English and Arabic (kept in local storage; Arabic turns the page right-to-left). */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const setLanguage = useAdminUi((state) => state.setLanguage);
  const next = OTHER[language];
  const label = t('common.switchLanguage', { language: LANGUAGE_NAMES[next] });
  return (
    <Tooltip content={label} relationship="description" withArrow>
      <Button appearance="subtle" icon={<Globe20Regular />} lang={next} aria-label={compact ? label : undefined} onClick={() => setLanguage(next)} data-testid="language-toggle">
        {compact ? null : LANGUAGE_NAMES[next]}
      </Button>
    </Tooltip>
  );
}
