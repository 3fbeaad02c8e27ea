import { useEffect, useRef } from 'react';
import type { PaymentNotice } from '@shared/api-types';
import { formatPracticeMoment } from '@shared/booking/format';
import type { BookingNotice } from '@shared/schemas/booking';
import { usePracticeZone } from '../../components/booking-list';
import { useNotify } from '../../components/toasts';
import { useAdminTranslation } from '../../i18n';
import { adminPlatform } from '../../platform';
import { useAdminUi } from '../../stores/ui-store';
import { useRefreshBookings } from './api';

/**
 * While the dashboard is open: each new booking shows a toast naming the visitor and the time in the practice's zone,
 * and each late payment refunded (its time given to someone else meanwhile) a warning naming the visitor; the action
 * of either opens that booking (`open`), and every list of bookings and payments is asked of the server again.
 */
export function useLiveBookings(open: (id: number) => void) {
  const { t } = useAdminTranslation();
  const notify = useNotify();
  const refresh = useRefreshBookings();
  const language = useAdminUi((state) => state.language);
  const timeZone = usePracticeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The latest texts and callbacks, without resubscribing at each render or language change.
  const latest = useRef({ t, notify, refresh, open, language, timeZone });
  latest.current = { t, notify, refresh, open, language, timeZone };

  useEffect(
    () =>
      adminPlatform().watchBookings((booking: BookingNotice) => {
        const current = latest.current;
        void current.refresh();
        current.notify({
          title: current.t('bookings.live.title'),
          body: current.t('bookings.live.body', { name: booking.name, time: formatPracticeMoment(booking.start, current.timeZone, current.language) }),
          intent: 'info',
          action: { label: current.t('bookings.live.open'), onClick: () => current.open(booking.id) },
        });
      }),
    [],
  );

  useEffect(
    () =>
      adminPlatform().watchPaymentNotices(({ kind, booking }: PaymentNotice) => {
        const current = latest.current;
        void current.refresh();
        current.notify({
          title: current.t(`payments.notices.${kind}.title`),
          body: current.t(`payments.notices.${kind}.body`, { name: booking.name }),
          intent: 'warning',
          action: { label: current.t('payments.openBooking'), onClick: () => current.open(booking.id) },
        });
      }),
    [],
  );
}
