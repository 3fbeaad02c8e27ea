import { Badge, Link, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { CalendarLtr16Regular, Clock16Regular, Video16Regular, Location16Regular } from '@fluentui/react-icons';
import type { Language } from '@shared/constants';
import { practiceDateTime } from '@shared/booking/slots';
import { pickLocalized } from '@shared/localize';
import type { AgendaBooking, BookingStatus, ConsultationType } from '@shared/schemas/booking';
import type { PaymentStatus } from '@shared/schemas/payment';
import { useResource } from '../api/resources';
import { useAdminTranslation } from '../i18n';
import { formatPracticeDate, formatPracticeTimeRange } from '@shared/booking/format';
import { useAdminUi } from '../stores/ui-store';
import { ContentList, ContentRow } from './content-row';
import { PaymentStatusBadge } from './payment-section';

/** Each status's badge colour: blue waits for the day, green took place, amber nobody came, red called off. */
const STATUS_COLORS: Record<BookingStatus, BadgeProps['color']> = {
  confirmed: 'brand',
  pending_payment: 'important',
  expired: 'subtle',
  completed: 'success',
  no_show: 'warning',
  cancelled: 'danger',
};

/**
 * The payment states a row shows beside the booking's status: those the status does not already tell (a held booking
 * awaits its payment; an expired or cancelled one lost it), so that a paid booking stands apart from one paid at the
 * consultation.
 */
const PAYMENT_STATES_SHOWN: ReadonlySet<PaymentStatus> = new Set(['paid', 'refunded', 'partially_refunded', 'mismatch']);

const useStyles = makeStyles({
  name: { fontSize: 'inherit', fontWeight: 'inherit', textAlign: 'start' },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  cancelled: { textDecorationLine: 'line-through' },
});

/** A booking's status, as a coloured badge. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useAdminTranslation();
  return (
    <Badge appearance="tint" color={STATUS_COLORS[status]} data-status={status}>
      {t(`bookings.statuses.${status}`)}
    </Badge>
  );
}

/** A consultation type's name in a language (the other language's when that one is empty). */
export const typeName = (type: ConsultationType, language: Language) => pickLocalized<string>({ ...type }, 'name', language) ?? type.nameEn;

/** The dashboard's consultation types by id, and a type's name in the admin's language (its id when the type is unknown). */
export function useConsultationTypes() {
  const language = useAdminUi((state) => state.language);
  const types = useResource('consultationTypes').data ?? [];
  const find = (typeId: number) => types.find((type) => type.id === typeId);
  return {
    find,
    nameOf(typeId: number) {
      const type = find(typeId);
      return type ? typeName(type, language) : `#${typeId}`;
    },
  };
}

/** The practice's zone, in which the dashboard shows every booking's time. */
export const usePracticeZone = (): string | undefined => useResource('bookingAvailability').data?.timeZone;

/**
 * Bookings as rows: the name (opening the booking), the time in the practice's zone (with the date when `withDate`),
 * the type, the status and, for a booking paid at booking, its payment's state.
 */
export function BookingList(props: { bookings: readonly AgendaBooking[]; label: string; withDate?: boolean; onOpen(id: number): void }) {
  const { bookings, label, withDate, onOpen } = props;
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const language = useAdminUi((state) => state.language);
  const timeZone = usePracticeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const types = useConsultationTypes();
  return (
    <ContentList label={label}>
      {bookings.map((booking) => {
        const online = types.find(booking.typeId)?.mode === 'online';
        return (
          <ContentRow
            key={booking.id}
            testId={`booking-${booking.id}`}
            highlighted={booking.status === 'confirmed'}
            title={
              <Link as="button" className={styles.name} onClick={() => onOpen(booking.id)} aria-label={t('bookings.open', { name: booking.name })}>
                {booking.name}
              </Link>
            }
            badges={
              <>
                <BookingStatusBadge status={booking.status} />
                {booking.paymentStatus && PAYMENT_STATES_SHOWN.has(booking.paymentStatus) ? <PaymentStatusBadge status={booking.paymentStatus} /> : null}
              </>
            }
            meta={
              <>
                {withDate ? (
                  <span className={styles.fact}>
                    <CalendarLtr16Regular aria-hidden />
                    {formatPracticeDate(practiceDateTime(booking.start, timeZone).date, language, 'long')}
                  </span>
                ) : null}
                <span className={styles.fact}>
                  <Clock16Regular aria-hidden />
                  <span className={booking.status === 'cancelled' ? styles.cancelled : undefined}>{formatPracticeTimeRange(booking, timeZone, language)}</span>
                </span>
                <span className={styles.fact}>
                  {online ? <Video16Regular aria-hidden /> : <Location16Regular aria-hidden />}
                  {types.nameOf(booking.typeId)}
                </span>
              </>
            }
          />
        );
      })}
    </ContentList>
  );
}
