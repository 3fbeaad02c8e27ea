import { Check, Clock, MapPin, Video } from 'lucide-react';
import { formatMinutes } from '@shared/booking/format';
import { formatTypePrice } from '@shared/format';
import type { ConsultationType } from '@shared/schemas/booking';
import { localize } from '@shared/localize';
import { paths } from '@shared/routes';
import { choiceLink } from './booking-choice';
import { useDueAtBookingText } from './payment-choice';
import { useSiteText, useLanguage } from '../../components/site-text';
import styles from './booking.module.css';

function TypeCard({ type, chosen }: { type: ConsultationType; chosen: boolean }) {
  const { t } = useSiteText();
  const language = useLanguage();
  const text = localize(type, ['name', 'description'], language);
  const ModeIcon = type.mode === 'online' ? Video : MapPin;
  const due = useDueAtBookingText()(type);
  return (
    <li className={`${styles['booking-type']}${chosen ? ` ${styles['booking-type--chosen']}` : ''}`} data-testid="booking-type">
      <h3 className={styles['booking-type__name']}>{text.name}</h3>
      <ul className={styles['booking-type__facts']}>
        <li>
          <Clock aria-hidden="true" size={16} />
          {formatMinutes(type.durationMinutes, language)}
        </li>
        <li>
          <ModeIcon aria-hidden="true" size={16} />
          {t(type.mode === 'online' ? 'booking.online' : 'booking.inPerson')}
        </li>
        <li className={styles['booking-type__price']}>{formatTypePrice(type, language)}</li>
      </ul>
      {due && <p className={styles['booking-type__due']}>{due}</p>}
      {text.description && <p className={styles['booking-type__description']}>{text.description}</p>}
      <a
        href={choiceLink(paths.book(), { type: type.id })}
        className={`button button--block ${chosen ? 'button--primary' : 'button--outline'}`}
        aria-label={t('booking.chooseType', { name: text.name })}
        aria-current={chosen ? 'true' : undefined}
      >
        {chosen && <Check aria-hidden="true" size={18} />}
        {t(chosen ? 'booking.chosen' : 'booking.choose')}
      </a>
    </li>
  );
}

/** The consultation types to choose from, each a link to the page with it chosen. */
export function TypeChoice({ types, chosen }: { types: ConsultationType[]; chosen: ConsultationType | undefined }) {
  return (
    <ul className={styles['booking-types']}>
      {types.map((type) => (
        <TypeCard key={type.id} type={type} chosen={type.id === chosen?.id} />
      ))}
    </ul>
  );
}
