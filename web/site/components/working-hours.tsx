import type { ContactInfo } from '@shared/schemas/contact-info';
import { localizedText } from '../../shared/localized-text';
import { useSiteText, useLanguage } from './site-text';
import styles from './working-hours.module.css';

/**
 * The practice's opening hours in the current language (the spec's text when none is stored), one line per group of
 * days: 'Mon-Fri 9AM-6PM, Sat 9AM-2PM' would otherwise break inside a time range in narrow columns.
 */
export function WorkingHours({ info }: { info: ContactInfo | null | undefined }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const hours = (info && localizedText(info, 'workingHours', language)) || t('contact.workingHours');
  return (
    <span className="working-hours">
      {hours.split(/[,،]\s*/).map((group, index) => (
        <span key={index} className={styles['working-hours__group']}>
          {group}
        </span>
      ))}
    </span>
  );
}
